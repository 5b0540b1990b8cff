import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { derivedKey } from '../security/answer-encryption';
import { passwordResetLinks } from '../db/schema';
import { RESET_LINK_MINUTES } from '../../src/domain/account/data-lifetimes';

/** How long a reset link works (kept with Charter's other data lifetimes). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A reset link's secret as its address carries it: `<id>.<MAC>`. */
export const RESET_TOKEN_PATTERN = '^[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$';

/**
 * The secret part of reset links: a MAC of the link's id under the server's key. Only the id is
 * kept (and may sit in a job's payload); the address cannot be made again without the key.
 */
export class ResetLinkSecrets {
  private readonly key: Buffer;

  /** Keyed with a key derived from the answer key: the same in every process, never stored. */
  constructor(answerKey: Buffer) {
    this.key = derivedKey(answerKey, 'charter password reset links');
  }

  private mac(id: string): Buffer {
    return createHmac('sha256', this.key).update(`password-reset:${id}`).digest();
  }

  token(id: string): string {
    return `${id}.${this.mac(id).toString('base64url')}`;
  }

  /** The link id a token names, or null when the token was not made with this key. */
  idOf(token: string): string | null {
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined || !UUID.test(id)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}

/** A new link for the owner, in the caller's transaction; their earlier links stop working. */
export async function newResetLink(tx: Database, individualId: number, now: Date): Promise<string> {
  await endResetLinks(tx, individualId, now);
  const [link] = await tx
    .insert(passwordResetLinks)
    .values({
      individualId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    })
    .returning({ id: passwordResetLinks.id });
  return link!.id;
}

/** The owner a link lets set a password, while it works (not used, ended or expired). */
export async function liveResetLink(
  db: Database,
  id: string,
  now: Date,
): Promise<{ individualId: number; expiresAt: Date } | null> {
  const [link] = await db
    .select({
      individualId: passwordResetLinks.individualId,
      expiresAt: passwordResetLinks.expiresAt,
    })
    .from(passwordResetLinks)
    .where(
      and(
        eq(passwordResetLinks.id, id),
        isNull(passwordResetLinks.endedAt),
        gt(passwordResetLinks.expiresAt, now),
      ),
    );
  return link ?? null;
}

/** Ends every working link of the owner (a password was set, or a newer link was asked for). */
export async function endResetLinks(tx: Database, individualId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetLinks)
    .set({ endedAt: now })
    .where(
      and(eq(passwordResetLinks.individualId, individualId), isNull(passwordResetLinks.endedAt)),
    );
}
