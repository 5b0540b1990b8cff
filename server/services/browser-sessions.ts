import { and, eq, gte, isNull, lt, notExists } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts, browserSessions, pageAnswers } from '../db/schema';
import { insertAccount, sameEmail, type AccountService } from './accounts';
import { isSessionId } from '../http/session-id';
import { hashPassword } from './passwords';
import { ABANDONED_REGISTRATION_DAYS } from '../../src/domain/account/data-lifetimes';

export type BrowserSession = typeof browserSessions.$inferSelect;

/** ABANDONED_REGISTRATION_DAYS in milliseconds: an abandoned registration is deleted after it. */
export const ABANDONED_REGISTRATION_MS = ABANDONED_REGISTRATION_DAYS * 24 * 3600_000;

/**
 * Deletes abandoned registrations (housekeeping): no account, created and last saved more than
 * ABANDONED_REGISTRATION_MS ago. Their page answers go with them (ON DELETE CASCADE). A
 * registration that made its account is the owner's and stays.
 */
export async function sweepAbandonedBrowserSessions(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - ABANDONED_REGISTRATION_MS);
  const touchedSince = db
    .select({ sessionId: pageAnswers.sessionId })
    .from(pageAnswers)
    .where(and(eq(pageAnswers.sessionId, browserSessions.id), gte(pageAnswers.updatedAt, cutoff)));
  await db
    .delete(browserSessions)
    .where(
      and(
        isNull(browserSessions.individualId),
        lt(browserSessions.createdAt, cutoff),
        notExists(touchedSince),
      ),
    );
}

/** What page5 did about the session's account. */
export type SessionAccountOutcome =
  /** Created now, or already by this session with the same email (a retried page5). */
  | { kind: 'account' }
  /** The session already created an account, with another email: one account per session. */
  | { kind: 'other-account' }
  /** Another registration already holds the email. */
  | { kind: 'email-taken' };

/** Anonymous registrations: created behind the bot check, restored by id, linked to the account page5 creates. */
export class BrowserSessionService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
    /** Runs in the transaction that creates an account (the email confirmation's mail). */
    private readonly onAccountCreated: (tx: Database, individualId: number) => Promise<void>,
  ) {}

  async create(browserAgent: string): Promise<BrowserSession> {
    const [session] = await this.db.insert(browserSessions).values({ browserAgent }).returning();
    return session!;
  }

  async find(id: string): Promise<BrowserSession | null> {
    if (!isSessionId(id)) return null;
    const [session] = await this.db
      .select()
      .from(browserSessions)
      .where(eq(browserSessions.id, id));
    return session ?? null;
  }

  /**
   * Creates the session's account (page5), at most one per session: a second page5 with the
   * same email finds the account it made, with another email is refused. The password is
   * hashed (the costly part) only for a session without an account and a free email; the
   * session's row is locked from the last check to the link, so page5s racing in one session
   * create one account.
   */
  async createAccount(
    session: BrowserSession,
    email: string,
    password: string,
  ): Promise<SessionAccountOutcome> {
    const linked = async (db: Database, individualId: number) => {
      const [account] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, individualId));
      return account && sameEmail(account.email, email)
        ? ({ kind: 'account' } as const)
        : ({ kind: 'other-account' } as const);
    };
    if (session.individualId !== null) return linked(this.db, session.individualId);
    if (await this.accounts.findByEmail(email)) return { kind: 'email-taken' };
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ individualId: browserSessions.individualId })
        .from(browserSessions)
        .where(eq(browserSessions.id, session.id))
        .for('update');
      if (locked?.individualId) return linked(tx, locked.individualId);
      const account = await insertAccount(tx, { email, passwordHash });
      if (!account) return { kind: 'email-taken' } as const;
      await tx
        .update(browserSessions)
        .set({ individualId: account.id })
        .where(eq(browserSessions.id, session.id));
      await this.onAccountCreated(tx, account.id);
      return { kind: 'account' } as const;
    });
  }
}
