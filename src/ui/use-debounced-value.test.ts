import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useDebouncedValue', () => {
  it('starts with the value it is given', () => {
    const { result } = renderHook(() => useDebouncedValue('bank', 1000));
    expect(result.current).toBe('bank');
  });

  it('takes a new value only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'b' });
    wait(600);
    rerender({ value: 'ba' });
    wait(600);
    // 1.2 s since the first keystroke, but only 0.6 s since the last.
    expect(result.current).toBe('');
    wait(399);
    expect(result.current).toBe('');
    wait(1);
    expect(result.current).toBe('ba');
  });
});
