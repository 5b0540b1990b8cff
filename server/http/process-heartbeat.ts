import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { serverProcesses } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's heartbeat (decorated on the root, so every scope sees it). */
    processHeartbeat: ProcessHeartbeat;
  }
}

/** How often a process says it is alive. */
const BEAT_INTERVAL_MS = 5_000;

/**
 * How long a process may stay silent before it counts as gone (decision 0098): four missed
 * beats, far longer than a garbage collection or a long PDF holds a process's event loop.
 */
export const HEARTBEAT_LAPSE_SECONDS = 20;

/** A gone process's row is kept a day, then swept (housekeeping). */
const KEEP_GONE_PROCESS_MS = 24 * 3600 * 1000;

/**
 * This process's presence among the Charter processes sharing the database: a row whose
 * `seen_at` is the database's time at its latest beat. Others read it to tell a process that is
 * still working on something (a claimed Idempotency-Key) from one that died (killed, its
 * machine lost), whose work may be taken over at once instead of after a long timeout.
 */
export class ProcessHeartbeat {
  /** This process's id, as its claims name it. */
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Beats once (before the process takes any request), then every few seconds. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) => this.log.warn({ err: error }, 'heartbeat not written'));
    }, BEAT_INTERVAL_MS);
    // A process that has nothing else to do may end: the beat alone keeps nothing alive.
    this.timer.unref();
  }

  /**
   * Stops beating. The row is left to lapse rather than deleted: a request still finishing
   * during shutdown keeps its claim until the lapse, never losing it to another process early.
   */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async beat(): Promise<void> {
    await this.db
      .insert(serverProcesses)
      .values({ id: this.id })
      .onConflictDoUpdate({ target: serverProcesses.id, set: { seenAt: sql`now()` } });
  }
}

/** The lapse as SQL: an interval on the database's clock (each process's own may differ). */
const lapse = sql`make_interval(secs => ${HEARTBEAT_LAPSE_SECONDS})`;

/**
 * SQL: milliseconds until the process `processId` names counts as gone (0 or less: gone
 * already); null when it names none, or a process swept long ago.
 */
export function msUntilGone(processId: AnyPgColumn) {
  return sql<
    string | number | null
  >`(select extract(epoch from ${serverProcesses.seenAt} + ${lapse} - now()) * 1000 from ${serverProcesses} where ${serverProcesses.id} = ${processId})`;
}

/**
 * SQL: true when `processId` names a process that has not beaten within the lapse (or whose
 * row was swept): msUntilGone read as a yes or no.
 */
export function processGone(processId: AnyPgColumn) {
  return sql<boolean>`(${processId} is not null and coalesce(${msUntilGone(processId)} <= 0, true))`;
}

/** Removes the rows of processes silent for a day (run periodically). */
export async function sweepGoneProcesses(db: Database, now: Date): Promise<void> {
  await db
    .delete(serverProcesses)
    .where(lt(serverProcesses.seenAt, new Date(now.getTime() - KEEP_GONE_PROCESS_MS)));
}
