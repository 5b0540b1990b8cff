import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMMON_PASSWORD_MESSAGE,
  newPasswordError,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../src/domain/account/password-change';
import type { AccountSecurity } from '../../src/domain/contracts/account-security';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { lockAccount, type Account } from '../services/accounts';
import { hashPassword, verifyPassword } from '../services/passwords';
import {
  passwordChangedMail,
  passwordReminderMail,
  RESET_PASSWORD_PATH,
  resetLinkMail,
} from './account-mail';
import { isPredictablePassword } from './common-passwords';
import {
  endResetLinks,
  liveResetLink,
  newResetLink,
  type ResetLinkSecrets,
} from './password-reset-links';
import { endGrants, signedInDevicesOf, type GrantEnding } from './signed-in-devices';

const MAIL_JOB = 'account-security-mail';
const REMINDER_JOB = 'password-reminder';
/** The reminder's period: the switch's own words (spec dashboard §2, §9). */
const REMINDER_DAYS = 90;
const DAY_MS = 86_400_000;

/** A refusal the page shows by its field: 400 for the request's mistake, 409 for the state. */
export class AccountSecurityRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
    readonly field?: 'current_password' | 'password',
  ) {
    super(message);
  }
}

/** When the n-th reminder after a password set at `changedAt` is due. */
function reminderDue(changedAt: Date, n: number): Date {
  return new Date(changedAt.getTime() + n * REMINDER_DAYS * DAY_MS);
}

/** The reminder to plan: the first one not yet past at `now`. */
function nextReminder(changedAt: Date, now: Date): { n: number; runAt: Date } {
  const n = Math.max(
    1,
    Math.ceil((now.getTime() - changedAt.getTime()) / (REMINDER_DAYS * DAY_MS)),
  );
  return { n, runAt: reminderDue(changedAt, n) };
}

interface AccountSecurityDeps {
  db: Database;
  jobs: JobEngine;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  links: ResetLinkSecrets;
  /** OIDC_ISSUER: the owner's password is kept there, not here (null: Charter's own sign-in). */
  externalIssuer: string | null;
}

type MailPayload =
  | { mail: 'password-changed' | 'password-reset'; individualId: number; at: string }
  | { mail: 'reset-link'; individualId: number; linkId: string };

/**
 * The owner's password and signed-in devices (decision 0073): changing the password from the
 * security settings, resetting a forgotten one by an emailed link, the opt-in 90-day reminder,
 * and signing devices out. Every password set ends the owner's other grants and reset links in
 * its transaction, and the notice mail is a job scheduled in it.
 */
export class AccountSecurityService {
  constructor(private readonly deps: AccountSecurityDeps) {
    deps.jobs.define(MAIL_JOB, (payload) => this.sendMail(payload as MailPayload));
    deps.jobs.define(REMINDER_JOB, (payload, { now }) => this.remind(payload, now));
  }

  private async account(db: Database, individualId: number): Promise<Account> {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, individualId));
    if (!account) throw new Error(`No account ${individualId}`);
    return account;
  }

  async view(individualId: number, currentGrantId: string | undefined): Promise<AccountSecurity> {
    const { db, externalIssuer } = this.deps;
    const account = await this.account(db, individualId);
    return {
      individual_id: individualId,
      password_managed_by: externalIssuer === null ? 'charter' : 'external',
      manage_url: externalIssuer,
      password_changed_at: account.passwordChangedAt.toISOString(),
      password_reminder: account.passwordReminder,
      devices:
        externalIssuer === null ? await signedInDevicesOf(db, individualId, currentGrantId) : [],
    };
  }

  private refuseExternal(): void {
    if (this.deps.externalIssuer !== null) {
      throw new AccountSecurityRefusal(
        'Your password is kept by your sign-in provider: change it there.',
        409,
      );
    }
  }

  /** What is wrong with a new password, the spec's rules first, then predictability. */
  private newPasswordProblem(password: string, email: string): string | null {
    return (
      newPasswordError(password) ??
      (isPredictablePassword(password, email) ? COMMON_PASSWORD_MESSAGE : null)
    );
  }

  /**
   * Changes the password of a signed-in owner who gave their current one: this device (its
   * grant) stays signed in, every other one is signed out.
   */
  async changePassword(
    individualId: number,
    currentGrantId: string | undefined,
    { current, next }: { current: string; next: string },
    now = new Date(),
  ): Promise<AccountSecurity> {
    this.refuseExternal();
    const account = await this.account(this.deps.db, individualId);
    if (!(await verifyPassword(current, account.passwordHash)))
      throw new AccountSecurityRefusal(WRONG_CURRENT_PASSWORD_MESSAGE, 400, 'current_password');
    if (next === current) throw new AccountSecurityRefusal(SAME_PASSWORD_MESSAGE, 400, 'password');
    const problem = this.newPasswordProblem(next, account.email);
    if (problem) throw new AccountSecurityRefusal(problem, 400, 'password');
    const hash = await hashPassword(next);
    const ended = await this.deps.db.transaction(async (tx) => {
      await lockAccount(tx, individualId);
      // Changed elsewhere since it was checked above (another device, a reset): check again.
      const [locked] = await tx
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, individualId));
      if (locked?.hash !== account.passwordHash)
        throw new AccountSecurityRefusal(WRONG_CURRENT_PASSWORD_MESSAGE, 400, 'current_password');
      return this.setPassword(tx, account, hash, now, 'password-changed', {
        allBut: currentGrantId ?? null,
      });
    });
    const view = await this.view(individualId, currentGrantId);
    const others = ended === 1 ? '1 other device was' : `${ended} other devices were`;
    return {
      ...view,
      message: `Your password has been changed. ${ended === 0 ? 'No other device was signed in.' : `${others} signed out.`}`,
    };
  }

  /** Stores a new hash and does what every password set does, in the caller's transaction. */
  private async setPassword(
    tx: Database,
    account: Account,
    hash: string,
    now: Date,
    mail: 'password-changed' | 'password-reset',
    ending: GrantEnding,
  ): Promise<number> {
    await tx
      .update(accounts)
      .set({ passwordHash: hash, passwordChangedAt: now })
      .where(eq(accounts.id, account.id));
    await endResetLinks(tx, account.id, now);
    const ended = await endGrants(tx, account.id, ending);
    await this.deps.jobs.schedule(
      {
        kind: MAIL_JOB,
        key: `${mail}:${account.id}:${now.toISOString()}`,
        runAt: now,
        payload: { mail, individualId: account.id, at: now.toISOString() },
      },
      tx,
    );
    if (account.passwordReminder) await this.planReminder(tx, account.id, now, now);
    return ended;
  }

  private async planReminder(tx: Database, individualId: number, changedAt: Date, now: Date) {
    const { n, runAt } = nextReminder(changedAt, now);
    await this.deps.jobs.schedule(
      {
        kind: REMINDER_JOB,
        key: `${REMINDER_JOB}:${individualId}:${changedAt.toISOString()}:${n}`,
        runAt,
        payload: { individualId, changedAt: changedAt.toISOString(), n },
      },
      tx,
    );
  }

  /** The opt-in reminder: on plans the next one; off leaves planned ones to find it off. */
  async setReminder(
    individualId: number,
    currentGrantId: string | undefined,
    on: boolean,
    now = new Date(),
  ): Promise<AccountSecurity> {
    await this.deps.db.transaction(async (tx) => {
      await lockAccount(tx, individualId);
      const [updated] = await tx
        .update(accounts)
        .set({ passwordReminder: on })
        .where(eq(accounts.id, individualId))
        .returning({ changedAt: accounts.passwordChangedAt });
      if (on && updated) await this.planReminder(tx, individualId, updated.changedAt, now);
    });
    return {
      ...(await this.view(individualId, currentGrantId)),
      message: on
        ? 'We will remind you by email every 90 days after your password was last set.'
        : 'Password reminders are off.',
    };
  }

  /** Signs out every device but this one, or one device the page names. */
  async signOut(
    individualId: number,
    currentGrantId: string | undefined,
    which: { device: string } | 'others',
  ): Promise<AccountSecurity> {
    this.refuseExternal();
    const ended = await this.deps.db.transaction((tx) =>
      endGrants(tx, individualId, which === 'others' ? { allBut: currentGrantId ?? null } : which),
    );
    const message =
      which === 'others'
        ? ended === 0
          ? 'No other device was signed in.'
          : `${ended === 1 ? '1 device was' : `${ended} devices were`} signed out.`
        : ended === 0
          ? 'That device was already signed out.'
          : 'The device was signed out.';
    return { ...(await this.view(individualId, currentGrantId)), message };
  }

  /**
   * A reset link for whoever owns `email`, mailed by a job; nothing for an address without an
   * account, and the caller answers the same either way (OWASP: no account enumeration).
   */
  async requestReset(email: string, now = new Date()): Promise<void> {
    if (this.deps.externalIssuer !== null) return;
    await this.deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`);
      if (!found) return;
      await lockAccount(tx, found.id);
      const linkId = await newResetLink(tx, found.id, now);
      await this.deps.jobs.schedule(
        {
          kind: MAIL_JOB,
          key: `reset-link:${linkId}`,
          runAt: now,
          payload: { mail: 'reset-link', individualId: found.id, linkId },
        },
        tx,
      );
    });
  }

  /** The account a reset link's token lets set a password, while the link works. */
  async resetLinkAccount(token: string, now = new Date()): Promise<Account | null> {
    const id = this.deps.links.idOf(token);
    const link = id ? await liveResetLink(this.deps.db, id, now) : null;
    return link ? this.account(this.deps.db, link.individualId) : null;
  }

  /**
   * Sets the password of the link's owner: the link is used up, and every device is signed out.
   * Null when the link no longer works; a refusal when the password is not acceptable.
   */
  async resetPassword(token: string, next: string, now = new Date()): Promise<Account | null> {
    const account = await this.resetLinkAccount(token, now);
    if (!account) return null;
    const problem = this.newPasswordProblem(next, account.email);
    if (problem) throw new AccountSecurityRefusal(problem, 400, 'password');
    const hash = await hashPassword(next);
    return this.deps.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      // Used or ended meanwhile (another tab, a newer link): it no longer works.
      if (!(await liveResetLink(tx, this.deps.links.idOf(token)!, now))) return null;
      await this.setPassword(tx, account, hash, now, 'password-reset', { allBut: null });
      return account;
    });
  }

  /** Job: one of the account's mails, unless what it is about no longer holds. */
  private async sendMail(payload: MailPayload): Promise<void> {
    const { db, mailer, publicUrl, links } = this.deps;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, payload.individualId));
    if (!account) return;
    const to = { email: account.email, firstName: account.firstName };
    if (payload.mail === 'reset-link') {
      // A link used or replaced before its mail went out is not sent.
      if (!(await liveResetLink(db, payload.linkId, new Date()))) return;
      const url = `${publicUrl}${RESET_PASSWORD_PATH}/${links.token(payload.linkId)}`;
      await mailer.send(resetLinkMail(to, url));
      return;
    }
    const how = payload.mail === 'password-changed' ? 'changed' : 'reset';
    await mailer.send(passwordChangedMail(to, how, new Date(payload.at), publicUrl));
  }

  /** Job: the n-th reminder, while the owner wants it and has not set a password since. */
  private async remind(payload: Record<string, unknown>, now: Date): Promise<void> {
    const { db, mailer, publicUrl } = this.deps;
    const individualId = Number(payload.individualId);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, individualId));
    if (!account?.passwordReminder) return;
    if (account.passwordChangedAt.toISOString() !== payload.changedAt) return;
    await mailer.send(
      passwordReminderMail(
        { email: account.email, firstName: account.firstName },
        account.passwordChangedAt,
        publicUrl,
      ),
    );
    await this.planReminder(
      db,
      individualId,
      account.passwordChangedAt,
      new Date(now.getTime() + 1),
    );
  }
}
