import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { url?: string; method?: string | string[] };
}

/**
 * Deletes counters whose window has ended: the next hit would start the count again anyway
 * (housekeeping), so every address or session ever limited does not stay a row.
 */
export async function sweepEndedRateLimitWindows(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}

/**
 * A fixed-window @fastify/rate-limit store in the database, so every server process counts
 * against the same limit (Redis replaces it when REDIS_URL is set).
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    constructor(params: object = {}) {
      this.params = params as RouteParams;
    }

    private readonly params: RouteParams;

    private key(key: string): string {
      const route = this.params.routeInfo;
      return route?.url ? `${String(route.method)} ${route.url}|${key}` : key;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const resetAt = new Date(Date.now() + timeWindow);
      db.insert(rateLimitCounters)
        .values({ key: this.key(key), hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`CASE WHEN ${rateLimitCounters.resetAt} <= now() THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimitCounters.resetAt} <= now() THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimitCounters.resetAt} END`,
          },
        })
        .returning()
        .then(([row]) => {
          if (!row) throw new Error('rate limit counter not written');
          callback(null, {
            current: row.hits,
            ttl: Math.max(0, row.resetAt.getTime() - Date.now()),
          });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeParams: object) {
      return new DatabaseRateLimitStore(routeParams);
    }
  };
}
