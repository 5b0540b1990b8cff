import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

/** Work to do once, later: its handler, what makes it once, when and with what. */
export interface JobRequest {
  kind: string;
  /** Unique: scheduling a second job with a key already used keeps the first. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  /** The moment the job runs at (the tests' clock when they run it). */
  now: Date;
  key: string;
  /** 1 the first time it runs, 2 after one failure… */
  attempt: number;
}

/**
 * Does a job's work. Throwing schedules another attempt; a job whose effect was already had
 * (a reminder for a request since signed) returns without doing it again.
 */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** What a job carries to its handler. */
export type JobPayload = Record<string, unknown>;
