import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { deviceDatabase } from '../../local/device-database';
import { PARKED_AFTER_RETRIES } from '../../local/sync-engine';
import { SaveStateIndicator } from './save-state-indicator';

const OWNER = 'individual:41';

afterEach(async () => {
  await deviceDatabase().drafts.clear();
  await deviceDatabase().outbox.clear();
});

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <SaveStateIndicator ownerKey={OWNER} />
    </Router>,
  );
}

describe('the save-state indicator', () => {
  it('links to the page that needs the owner', async () => {
    await deviceDatabase().drafts.put({
      ownerKey: OWNER,
      pageId: 'formation/page2',
      answers: { business_class: '541110' },
      baseVersion: null,
      localTime: 1,
      state: 'invalid',
      errors: { business_class: 'This field is required' },
    });
    renderAt('/formation/page4');
    expect(await screen.findByText('1 page needs your attention')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show me' }).getAttribute('href')).toBe(
      '/formation/page2',
    );
  });

  it('offers no link on the page itself', async () => {
    await deviceDatabase().drafts.put({
      ownerKey: OWNER,
      pageId: 'formation/page2',
      answers: {},
      baseVersion: null,
      localTime: 1,
      state: 'conflict',
    });
    renderAt('/formation/page2');
    expect(await screen.findByText('1 page needs your attention')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show me' })).toBeNull();
  });

  it('shows why a save was parked and offers to try again', async () => {
    await deviceDatabase().outbox.add({
      ownerKey: OWNER,
      pageId: 'formation/page1',
      method: 'POST',
      path: '/v1/formation/page1',
      body: { business_name: 'Acme' },
      idempotencyKey: 'save-parked-0001',
      attempts: 8,
      nextAttemptAt: 0,
      state: 'parked',
      parkedBecause: 'unanswered',
      lastError: PARKED_AFTER_RETRIES,
      unansweredTries: 8,
    });
    renderAt('/formation/page1');
    expect(await screen.findByText(PARKED_AFTER_RETRIES)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () =>
      expect(await deviceDatabase().outbox.toArray()).toMatchObject([
        { state: 'pending', idempotencyKey: 'save-parked-0001', unansweredTries: 0 },
      ]),
    );
  });

  it('shows why a refused save was parked, without a Try again that would get the same refusal', async () => {
    await deviceDatabase().outbox.add({
      ownerKey: OWNER,
      pageId: 'formation/page1',
      method: 'POST',
      path: '/v1/formation/page1',
      body: { business_name: 'Acme' },
      idempotencyKey: 'save-refused-0001',
      attempts: 1,
      nextAttemptAt: 0,
      state: 'parked',
      parkedBecause: 'refused',
      lastError: 'This registration belongs to another browser',
      unansweredTries: 0,
    });
    renderAt('/formation/page1');
    expect(await screen.findByText('This registration belongs to another browser')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
