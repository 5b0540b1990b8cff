import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

export type Account = typeof accounts.$inferSelect;

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
}

/**
 * Locks the owner's row until the caller's transaction ends: what an owner does that must not
 * run twice at once (two devices, two keys) takes this lock first, and the second waits.
 */
export async function lockAccount(tx: Database, individualId: number): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, individualId))
    .for('update');
}

export class AccountService {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<Account | null> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return row ?? null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`);
    return row ?? null;
  }

  /** Creates an account; returns null when the email is already taken. */
  async create(input: NewAccount): Promise<Account | null> {
    const [row] = await this.db
      .insert(accounts)
      .values({
        email: input.email.trim(),
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        phone: input.phone ?? null,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /**
   * Checks an email and password. Unknown emails still pay for one hash verification so
   * response times do not reveal which emails have accounts.
   */
  async authenticate(email: string, password: string): Promise<Account | null> {
    const account = await this.findByEmail(email);
    const valid = await verifyPassword(
      password,
      account?.passwordHash ?? (await decoyPasswordHash()),
    );
    return account && valid ? account : null;
  }
}
