import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { derivedKey } from '../security/answer-encryption';
import { emailConfirmationMail } from './account-mail';
import { SERVER_PAGES_MOUNT } from '../../src/domain/server-paths';

const MAIL_JOB = 'email-confirmation-mail';
/** How long a confirmation link works: a week, then the dashboard's reminder sends another. */
export const CONFIRMATION_LINK_DAYS = 7;
export const CONFIRM_EMAIL_PATH = `${SERVER_PAGES_MOUNT}/confirm-email`;
/** `<individual id>.<expiry, seconds since the epoch>.<MAC>` */
export const CONFIRMATION_TOKEN_PATTERN =
  '^[1-9][0-9]{0,9}\\.[1-9][0-9]{9,10}\\.[A-Za-z0-9_-]{43}$';

/** What a confirmation link's token says, once its MAC and expiry are checked. */
type TokenReading = { individualId: number; expired: boolean } | null;

/**
 * Confirming a new account's email address by a link mailed to it (issue 29, decision 0074).
 * The account works before it is confirmed; the dashboard reminds until it is. A link names the
 * account, its expiry and a MAC of both with the address it was sent to, under a key derived
 * from the answer key: nothing is stored for it, and a link sent to an address the account no
 * longer has does not confirm the new one.
 */
export class EmailConfirmation {
  private readonly key: Buffer;

  constructor(
    private readonly deps: { db: Database; jobs: JobEngine; mailer: Mailer; publicUrl: string },
    answerKey: Buffer,
  ) {
    this.key = derivedKey(answerKey, 'charter email confirmation links');
    deps.jobs.define(MAIL_JOB, (payload, { now }) =>
      this.sendLink(Number(payload.individualId), now),
    );
  }

  private mac(individualId: number, email: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`confirm-email:${individualId}:${email.trim().toLowerCase()}:${expires}`)
      .digest('base64url');
  }

  /** Mails a link to the account's address (in the caller's transaction when given one). */
  async schedule(individualId: number, now: Date, tx: Database = this.deps.db): Promise<void> {
    await this.deps.jobs.schedule(
      {
        kind: MAIL_JOB,
        key: `${MAIL_JOB}:${individualId}:${now.toISOString()}`,
        runAt: now,
        payload: { individualId },
      },
      tx,
    );
  }

  /** Another link, for an owner whose address is not confirmed yet. */
  async resend(
    individualId: number,
    now: Date,
  ): Promise<{ kind: 'sent'; email: string } | { kind: 'confirmed' }> {
    const [account] = await this.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, individualId));
    if (!account || account.emailConfirmedAt) return { kind: 'confirmed' };
    await this.schedule(individualId, now);
    return { kind: 'sent', email: account.email };
  }

  /** Job: the link, unless the address was confirmed meanwhile. */
  private async sendLink(individualId: number, now: Date): Promise<void> {
    const [account] = await this.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, individualId));
    if (!account || account.emailConfirmedAt) return;
    const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_LINK_DAYS * 86_400;
    const token = `${individualId}.${expires}.${this.mac(individualId, account.email, expires)}`;
    await this.deps.mailer.send(
      emailConfirmationMail(
        { email: account.email, firstName: account.firstName },
        `${this.deps.publicUrl}${CONFIRM_EMAIL_PATH}/${token}`,
      ),
    );
  }

  /** The account a token names, if it was made for the account's present address. */
  private async read(token: string, now: Date): Promise<TokenReading> {
    const [id, expiresText, mac] = token.split('.');
    const individualId = Number(id);
    const expires = Number(expiresText);
    if (!Number.isSafeInteger(individualId) || !Number.isSafeInteger(expires) || !mac) return null;
    const [account] = await this.deps.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, individualId));
    if (!account) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = Buffer.from(this.mac(individualId, account.email, expires), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { individualId, expired: expires * 1000 <= now.getTime() };
  }

  /** Whether a token is a working link: 'valid', 'expired', or 'invalid'. */
  async check(token: string, now = new Date()): Promise<'valid' | 'expired' | 'invalid'> {
    const reading = await this.read(token, now);
    return reading === null ? 'invalid' : reading.expired ? 'expired' : 'valid';
  }

  /** Confirms the address a working link names; false when the link does not work. */
  async confirm(token: string, now = new Date()): Promise<boolean> {
    const reading = await this.read(token, now);
    if (!reading || reading.expired) return false;
    await this.deps.db
      .update(accounts)
      .set({ emailConfirmedAt: now })
      .where(and(eq(accounts.id, reading.individualId), isNull(accounts.emailConfirmedAt)));
    return true;
  }
}
