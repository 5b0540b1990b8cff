import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calendarFeeds } from '../../db/schema';

/*
 * The private address of an owner's calendar feed (decision 0052): a random token in the URL
 * is the only credential a calendar application can carry. Only its SHA-256 is stored (a
 * 256-bit random token needs no slow hash: nothing can be guessed), so the address is shown
 * once, when it is made; a new one replaces it, and revoking deletes it.
 */

/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the owner's feed token, replacing the one they had: the old address stops working. */
export async function newFeedToken(
  db: Database,
  individualId: number,
  at: Date,
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  await db
    .insert(calendarFeeds)
    .values({ individualId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.individualId, set: { tokenHash, createdAt: at } });
  return { token, createdAt: at };
}

/** When the owner's current feed address was made; null when they have none. */
export async function feedCreatedAt(db: Database, individualId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.individualId, individualId));
  return row?.createdAt ?? null;
}

/** Revokes the owner's feed address (nothing to do without one). */
export async function revokeFeedToken(db: Database, individualId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.individualId, individualId));
}

/** The owner a feed token belongs to; null for one never made or revoked. */
export async function feedOwner(db: Database, token: string): Promise<number | null> {
  const [row] = await db
    .select({ individualId: calendarFeeds.individualId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return row?.individualId ?? null;
}
