import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { browserSessions } from '../db/schema';

export type BrowserSession = typeof browserSessions.$inferSelect;

/** A UUID as the API accepts one (the restore_id shape too, spec foundation §4). */
export const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const UUID = new RegExp(UUID_PATTERN);

/** Anonymous registrations: created behind the bot check, restored by id, linked to the account page5 creates. */
export class BrowserSessionService {
  constructor(private readonly db: Database) {}

  async create(browserAgent: string): Promise<BrowserSession> {
    const [session] = await this.db.insert(browserSessions).values({ browserAgent }).returning();
    return session!;
  }

  async find(id: string): Promise<BrowserSession | null> {
    if (!UUID.test(id)) return null;
    const [session] = await this.db
      .select()
      .from(browserSessions)
      .where(eq(browserSessions.id, id));
    return session ?? null;
  }

  async linkAccount(id: string, individualId: number): Promise<void> {
    await this.db.update(browserSessions).set({ individualId }).where(eq(browserSessions.id, id));
  }
}
