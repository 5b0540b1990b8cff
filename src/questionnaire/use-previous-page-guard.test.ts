import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreviousPageGuard } from './use-previous-page-guard';

/** An owner with nothing on this device: each test's own key. */
let owners = 0;
const nobody = () => `session:guard-${(owners += 1)}`;

const guard = (
  fetchSaved: () => Promise<{ answers: Record<string, unknown>; updatedAt: string } | null>,
  exempt?: () => Promise<boolean>,
) => renderHook(() => usePreviousPageGuard(nobody(), 'registration/page3', fetchSaved, exempt));

describe('the previous-page guard (spec foundation §4)', () => {
  it('opens the page when the page before has saved answers on the server', async () => {
    const { result } = guard(async () => ({ answers: { is_expert_review: true }, updatedAt: 'x' }));
    expect(result.current).toBe('checking');
    await waitFor(() => expect(result.current).toBe('allowed'));
  });

  it('sends the owner back when the page before has no answers, or its fetch fails', async () => {
    const empty = guard(async () => null);
    await waitFor(() => expect(empty.result.current).toBe('redirect'));
    const failed = guard(async () => {
      throw new Error('offline');
    });
    await waitFor(() => expect(failed.result.current).toBe('redirect'));
  });

  it('opens an exempt page (registration’s COMPLETE plan after page3) all the same', async () => {
    const exempt = guard(
      async () => null,
      async () => true,
    );
    await waitFor(() => expect(exempt.result.current).toBe('allowed'));
    const notExempt = guard(
      async () => null,
      async () => false,
    );
    await waitFor(() => expect(notExempt.result.current).toBe('redirect'));
  });
});
