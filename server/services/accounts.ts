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

/**
 * Inserts an account whose password is already hashed (inside the caller's transaction when
 * given one); null when the email is already taken.
 */
export async function insertAccount(
  db: Database,
  input: Omit<NewAccount, 'password'> & { passwordHash: string },
): Promise<Account | null> {
  const [row] = await db
    .insert(accounts)
    .values({
      email: input.email.trim(),
      passwordHash: input.passwordHash,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone: input.phone ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Whether two emails name the same account (accounts compare emails this way). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
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
  async create({ password, ...input }: NewAccount): Promise<Account | null> {
    return insertAccount(this.db, { ...input, passwordHash: await hashPassword(password) });
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
