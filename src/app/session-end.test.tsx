import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { tokenExpiringIn } from '../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { TEST_OWNER } from '../../tests/support/test-owner';
import { OWNER_PROFILE_KEY } from '../api/owner-profile';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { writeTokens } from '../api/token-store';
import { restoreDashboardCache } from '../features/dashboard/dashboard-cache';
import { logOutIfExpired } from '../features/auth/session-keeper';
import { deviceDatabase } from '../local/device-database';
import { ownerKeyOf } from '../local/owner-key';
import { getOwnerDrafts, saveDraftEdit } from '../local/drafts';
import { outboxEntries, queuePageSave } from '../local/outbox';
import { requestDrain } from '../local/sync-service';
import { stopSync } from '../local/sync-setup';
import { addTemporaryPurchases, temporaryPurchases } from '../api/temporary-purchases';
import { SaveStateIndicator } from '../questionnaire/chrome/save-state-indicator';
import { configureLocalSync, LocalSync } from './local-sync';
import { queryClient } from './query-client';

const A = ownerKeyOf(1);
const B = ownerKeyOf(2);
const signIn = (individualId: number) =>
  writeTokens({
    accessToken: tokenExpiringIn(3600, String(individualId)),
    refreshToken: null,
    idToken: null,
  });

/** The main backend as the outbox meets it: every save recorded with its bearer token. */
function backendRecording() {
  const saves: Array<{ url: string; authorization: string | null; body: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = String(init.body);
      saves.push({ url, authorization: new Headers(init.headers).get('authorization'), body });
      return Response.json({
        ...(JSON.parse(body) as object),
        updated_at: '2026-11-25T08:00:00.000Z',
      });
    }),
  );
  return saves;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
  queryClient.clear();
  await deviceDatabase().drafts.clear();
  await deviceDatabase().outbox.clear();
});

describe("an owner's session that ends without signing out (expiry, 401)", () => {
  it('clears their cached server data, keeps their unsent work for them alone, and syncs it when they sign in again', async () => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    const saves = backendRecording();
    const db = deviceDatabase();

    // Owner A, signed in: the dashboard's data cached, a draft typed, a page saved offline.
    signIn(1);
    render(<LocalSync />);
    await restoreDashboardCache(queryClient);
    queryClient.setQueryData([OWNER_PROFILE_KEY, 1], TEST_OWNER);
    addTemporaryPurchases(['EIN_APPLICATION']);
    await saveDraftEdit(db, A, 'formation/page2', { business_class: '5411' });
    await queuePageSave(db, A, 'formation/page1', '/v1/formation/page1', {
      business_name: 'Acme',
    });
    window.dispatchEvent(new Event('pagehide')); // the dashboard's copy written now
    expect(sessionStorage.getItem('charter:dashboard-cache')).toContain('Jane');

    // A's token expires.
    expect(logOutIfExpired(Date.now() + 2 * 3600_000)).toBe(true);
    expect(queryClient.getQueryData([OWNER_PROFILE_KEY, 1])).toBeUndefined();
    expect(temporaryPurchases()).toEqual([]);
    expect(sessionStorage.getItem('charter:dashboard-cache') ?? '').not.toContain('Jane');
    expect((await getOwnerDrafts(db, A)).size).toBe(2);
    expect(await outboxEntries(db, A)).toHaveLength(1);

    // B signs in on the same device: nothing of A's is shown, nothing of A's is sent.
    signIn(2);
    configureLocalSync();
    await requestDrain();
    expect(saves).toEqual([]);
    expect((await getOwnerDrafts(db, B)).size).toBe(0);
    const { hook } = memoryLocation({ path: '/formation/page1' });
    const indicator = render(
      <Router hook={hook}>
        <SaveStateIndicator ownerKey={B} />
      </Router>,
    );
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    indicator.unmount();

    // A signs in again: A's save goes, with A's token, and A's typed draft is still there.
    signIn(1);
    await requestDrain();
    stopSync();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.url).toMatch(/\/v1\/formation\/page1$/);
    expect(saves[0]!.authorization).toBe(`Bearer ${localStorage.getItem('req_token')}`);
    expect(await outboxEntries(db, A)).toEqual([]);
    expect((await getOwnerDrafts(db, A)).get('formation/page2')?.answers).toEqual({
      business_class: '5411',
    });
  });
});
