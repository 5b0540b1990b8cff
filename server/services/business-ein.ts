import { eq } from 'drizzle-orm';
import { einLastFour, maskedEin } from '../../src/domain/ein/ein-number';
import type { Database } from '../db/database';
import { businesses } from '../db/schema';
import type { AnswerCipher } from '../security/answer-encryption';

/**
 * Where a business's EIN is kept (decision 0087): sealed with the cipher of sensitive answers
 * (one mechanism, one key), its last four digits beside it for the masked form every page and
 * document shows. Only the owner's reveal opens it (the data export holds it masked).
 */

/** The masked EIN of a business row; null before one is recorded. */
export function maskedBusinessEin(row: { einLastFour: string | null }): string | null {
  return row.einLastFour === null ? null : maskedEin(row.einLastFour);
}

/** The masked EIN of a business by its id; null before one is recorded. */
export async function businessEinMasked(db: Database, businessId: number): Promise<string | null> {
  const [row] = await db
    .select({ einLastFour: businesses.einLastFour })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ? maskedBusinessEin(row) : null;
}

/**
 * Keeps an EIN (as checkEin kept it: XX-XXXXXXX) on a business, in the caller's transaction
 * when given one, replacing any recorded before. Returns the masked EIN it replaced, if any.
 */
export async function recordBusinessEin(
  db: Database,
  cipher: AnswerCipher,
  businessId: number,
  ein: string,
  at: Date,
): Promise<{ replaced: string | null }> {
  const [before] = await db
    .select({ einLastFour: businesses.einLastFour })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  await db
    .update(businesses)
    .set({ einSealed: cipher.seal(ein), einLastFour: einLastFour(ein), updatedAt: at })
    .where(eq(businesses.id, businessId));
  return { replaced: before ? maskedBusinessEin(before) : null };
}

/** A business row's EIN in full; null before one is recorded. */
export function openBusinessEin(
  cipher: AnswerCipher,
  business: { einSealed: string | null } | null,
): string | null {
  return business?.einSealed ? cipher.open(business.einSealed) : null;
}
