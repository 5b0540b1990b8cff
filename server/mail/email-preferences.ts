import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  OPTIONAL_EMAIL_CATEGORIES,
  type OptionalEmailCategory,
} from '../../src/domain/account/email-categories';
import type {
  EmailPreferences,
  EmailPreferencesBody,
} from '../../src/domain/contracts/email-preferences';
import type { Database } from '../db/database';
import { accounts, signingEnvelopes } from '../db/schema';
import { derivedKey } from '../security/answer-encryption';

/** The account's column for each optional kind of email. */
const COLUMNS = {
  order_updates: accounts.emailOrderUpdates,
  deadline_reminders: accounts.emailDeadlineReminders,
  hub_news: accounts.emailHubNews,
} as const satisfies Record<OptionalEmailCategory, unknown>;

const FIELDS = {
  order_updates: 'emailOrderUpdates',
  deadline_reminders: 'emailDeadlineReminders',
  hub_news: 'emailHubNews',
} as const satisfies Record<OptionalEmailCategory, keyof typeof accounts.$inferSelect>;

/** Whether the owner receives an optional kind of email (the one question every sender asks). */
export async function receivesOptionalEmail(
  db: Database,
  individualId: number,
  category: OptionalEmailCategory,
): Promise<boolean> {
  const [row] = await db
    .select({ on: COLUMNS[category] })
    .from(accounts)
    .where(eq(accounts.id, individualId));
  return row?.on ?? false;
}

/** The owner's switches, and whether a signature request of theirs is waiting. */
export async function emailPreferencesOf(
  db: Database,
  individualId: number,
): Promise<EmailPreferences> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, individualId));
  const [pending] = await db
    .select({ id: signingEnvelopes.id })
    .from(signingEnvelopes)
    .where(
      and(eq(signingEnvelopes.individualId, individualId), eq(signingEnvelopes.status, 'sent')),
    )
    .limit(1);
  return {
    individual_id: individualId,
    ...(Object.fromEntries(
      OPTIONAL_EMAIL_CATEGORIES.map((category) => [category, account?.[FIELDS[category]] ?? false]),
    ) as Record<OptionalEmailCategory, boolean>),
    signature_request_pending: pending !== undefined,
  };
}

/** Sets the switches given; the others stay as they are. */
export async function setEmailPreferences(
  db: Database,
  individualId: number,
  changes: EmailPreferencesBody,
): Promise<void> {
  const set = Object.fromEntries(
    OPTIONAL_EMAIL_CATEGORIES.filter((category) => changes[category] !== undefined).map(
      (category) => [FIELDS[category], changes[category]],
    ),
  );
  // Nothing to set (an empty PUT) changes nothing.
  if (Object.keys(set).length === 0) return;
  await db.update(accounts).set(set).where(eq(accounts.id, individualId));
}

/** `<individual id>.<category>.<MAC>` */
export const UNSUBSCRIBE_TOKEN_PATTERN = `^[1-9][0-9]{0,9}\\.(${OPTIONAL_EMAIL_CATEGORIES.join('|')})\\.[A-Za-z0-9_-]{43}$`;

/**
 * The one-click unsubscribe links of optional emails (RFC 8058): the owner and the kind of
 * email, with a MAC under a key derived from the answer key. They never expire (a mail read a
 * year later still unsubscribes) and need no cookie or sign-in.
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(answerKey: Buffer) {
    this.key = derivedKey(answerKey, 'charter unsubscribe links');
  }

  private mac(individualId: number, category: OptionalEmailCategory): string {
    return createHmac('sha256', this.key)
      .update(`unsubscribe:${individualId}:${category}`)
      .digest('base64url');
  }

  token(individualId: number, category: OptionalEmailCategory): string {
    return `${individualId}.${category}.${this.mac(individualId, category)}`;
  }

  /** The owner and kind a token names, or null when this key did not make it. */
  read(token: string): { individualId: number; category: OptionalEmailCategory } | null {
    const [id, category, mac] = token.split('.');
    const individualId = Number(id);
    if (!Number.isSafeInteger(individualId) || !mac) return null;
    if (!OPTIONAL_EMAIL_CATEGORIES.includes(category as OptionalEmailCategory)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = Buffer.from(
      this.mac(individualId, category as OptionalEmailCategory),
      'base64url',
    );
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { individualId, category: category as OptionalEmailCategory };
  }
}
