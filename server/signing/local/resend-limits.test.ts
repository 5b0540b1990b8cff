import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_RESEND_COOLDOWN_MINUTES } from '../../../src/domain/signing/signature-request';
import { openTestDatabase } from '../../test-support/test-app';
import { resendWait } from './resend-limits';

const COOLDOWN_SECONDS = SIGNING_RESEND_COOLDOWN_MINUTES * 60;

describe('how long a resend waits', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  const at = new Date('2026-11-28T12:00:00Z');
  const secondsAgo = (seconds: number) => new Date(at.getTime() - seconds * 1000);

  it('waits what is left of the cooldown since the member was last asked', async () => {
    const wait = await resendWait(database.db, { individualId: 1, lastSentAt: secondsAgo(60), at });
    expect(wait).toEqual({ limit: 'member', retryAfterSeconds: COOLDOWN_SECONDS - 60 });
  });

  it('never more than the whole cooldown, for a request that reached the lock after a resend made after it arrived', async () => {
    const wait = await resendWait(database.db, { individualId: 1, lastSentAt: secondsAgo(-2), at });
    expect(wait).toEqual({ limit: 'member', retryAfterSeconds: COOLDOWN_SECONDS });
  });

  it('lets it go once the cooldown is over and the owner is under the daily cap', async () => {
    const lastSentAt = secondsAgo(COOLDOWN_SECONDS);
    expect(await resendWait(database.db, { individualId: 1, lastSentAt, at })).toBeNull();
  });
});
