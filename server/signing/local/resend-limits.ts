import { and, asc, eq, gt } from 'drizzle-orm';
import {
  SIGNING_RESEND_COOLDOWN_MINUTES,
  SIGNING_RESENDS_PER_DAY,
} from '../../../src/domain/signing/signature-request';
import type { Database } from '../../db/database';
import { signingEnvelopes, signingEvents } from '../../db/schema';

const DAY_MS = 24 * 3600_000;
const COOLDOWN_MS = SIGNING_RESEND_COOLDOWN_MINUTES * 60_000;

/** A resend refused for now: whose limit, and the seconds until it allows one. */
export interface ResendWait {
  limit: 'member' | 'owner';
  retryAfterSeconds: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Locks every envelope of the owner, inside the resend's transaction: one owner's resends run
 * one at a time, so concurrent ones each count the others (Postgres; PGlite runs one
 * transaction at a time anyway).
 */
export async function lockOwnerEnvelopes(tx: Database, individualId: number): Promise<void> {
  await tx
    .select({ id: signingEnvelopes.id })
    .from(signingEnvelopes)
    .where(eq(signingEnvelopes.individualId, individualId))
    .orderBy(asc(signingEnvelopes.id))
    .for('update');
}

/**
 * Whether a member may be asked again now, counted from what is recorded (decision 0055): the
 * member's latest request (sent or resent) at least SIGNING_RESEND_COOLDOWN_MINUTES ago, and
 * fewer than SIGNING_RESENDS_PER_DAY `resent` events of the owner's envelopes in the last 24
 * hours. Call it under lockOwnerEnvelopes. Null when it may; else which limit, and how long.
 */
export async function resendWait(
  tx: Database,
  request: { individualId: number; lastSentAt: Date; at: Date },
): Promise<ResendWait | null> {
  const { individualId, lastSentAt, at } = request;
  // A request that reached the lock after another one's resend (its `at` taken earlier) waits
  // the whole cooldown from that resend: never more.
  const cooldownLeft = Math.min(COOLDOWN_MS, lastSentAt.getTime() + COOLDOWN_MS - at.getTime());
  if (cooldownLeft > 0) return { limit: 'member', retryAfterSeconds: seconds(cooldownLeft) };
  const today = await tx
    .select({ at: signingEvents.at })
    .from(signingEvents)
    .innerJoin(signingEnvelopes, eq(signingEnvelopes.id, signingEvents.envelopeId))
    .where(
      and(
        eq(signingEnvelopes.individualId, individualId),
        eq(signingEvents.event, 'resent'),
        gt(signingEvents.at, new Date(at.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(signingEvents.at));
  if (today.length < SIGNING_RESENDS_PER_DAY) return null;
  // Another resend is allowed once enough of them are more than a day old.
  const freeing = today[today.length - SIGNING_RESENDS_PER_DAY]!.at;
  const capLeft = Math.min(DAY_MS, freeing.getTime() + DAY_MS - at.getTime());
  return { limit: 'owner', retryAfterSeconds: seconds(capLeft) };
}
