import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIVENESS_PATH, READINESS_PATH } from '../../src/domain/server-paths';
import type { Database } from '../db/database';

/*
 * The probes a load balancer or an orchestrator asks (issue 31, decision 0094):
 * - GET /livez: the process answers. It never checks a dependency: a database down is not
 *   cured by restarting every process at once.
 * - GET /readyz: the process can serve — the database answers, and Redis and the job engine
 *   where this process has them — and is not draining: from SIGTERM on it answers 503, so the
 *   balancer stops sending it requests while those under way finish.
 * `?verbose` answers a line per check for a person; otherwise JSON.
 */

/** What /readyz checks, each resolving when its part answers and rejecting when it does not. */
export interface ReadinessParts {
  database: Database;
  /** Redis, when this process shares its rate limits there. */
  redis?: { ping(): Promise<unknown> } | null;
  /** The job engine: resolves once it has started. */
  jobs: { ready(): Promise<unknown> };
}

/** The checks of a process's parts, by the name /readyz gives each. */
function readinessChecks({ database, redis, jobs }: ReadinessParts) {
  return {
    database: () => database.execute(sql`select 1`),
    ...(redis ? { redis: () => redis.ping() } : {}),
    jobs: () => jobs.ready(),
  } satisfies Record<string, () => Promise<unknown>>;
}

/** How long a check may take before it counts as not answering. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.then(() => true), late])
    .catch(() => false)
    .finally(() => clearTimeout(timer));
}

const probeAnswer = {
  type: 'object',
  properties: {
    status: { enum: ['ok', 'draining', 'unavailable'] },
    checks: {
      type: 'object',
      description: 'Each dependency checked, and whether it answered',
      additionalProperties: { enum: ['ok', 'failed'] },
    },
  },
  required: ['status'],
} as const;

const verboseQuery = {
  type: 'object',
  properties: {
    verbose: { type: 'string', maxLength: 8, description: 'Present: a line per check, as text' },
  },
  additionalProperties: false,
} as const;

type CheckStates = Record<string, 'ok' | 'failed'>;

/** `?verbose`: one line per check, Kubernetes' way ("[+]database ok"), then the verdict. */
function verboseText(probe: string, status: string, checks: CheckStates) {
  const lines = Object.entries(checks).map(
    ([name, state]) => `[${state === 'ok' ? '+' : '-'}]${name} ${state}`,
  );
  return `${[...lines, `${probe.slice(1)} ${status}`].join('\n')}\n`;
}

function answer(
  reply: FastifyReply,
  { probe, verbose }: { probe: string; verbose: boolean },
  code: 200 | 503,
  status: string,
  checks: CheckStates = {},
) {
  // A probe's answer is about this moment: no cache keeps it.
  reply.header('cache-control', 'no-store').code(code);
  if (verbose) {
    return reply.type('text/plain; charset=utf-8').send(verboseText(probe, status, checks));
  }
  return reply.send({ status, ...(Object.keys(checks).length > 0 ? { checks } : {}) });
}

/**
 * Registers /livez and /readyz (outside every mount and its rate limits: a balancer asks every
 * few seconds). Returns the switch SIGTERM turns: from then on /readyz answers 503 "draining".
 */
export function registerHealthProbes(
  app: FastifyInstance,
  parts: ReadinessParts,
): { startDraining(): void } {
  const checks = Object.entries(readinessChecks(parts));
  let draining = false;
  const schema = (summary: string) => ({
    summary,
    tags: ['operations'],
    querystring: verboseQuery,
    response: {
      200: { ...probeAnswer, description: 'It answers (readiness: it can serve)' },
      503: { ...probeAnswer, description: 'It cannot serve now, or it is draining' },
    },
  });
  type Probe = { Querystring: { verbose?: string } };

  const asked = (probe: string, query: { verbose?: string }) => ({
    probe,
    verbose: query.verbose !== undefined,
  });

  // A busy process still answers its probes: load shedding passes them by (load-shedding.ts).
  app.get<Probe>(
    LIVENESS_PATH,
    { schema: schema('Whether the process answers') },
    (request, reply) => answer(reply, asked(LIVENESS_PATH, request.query), 200, 'ok'),
  );

  app.get<Probe>(
    READINESS_PATH,
    {
      schema: schema('Whether the process can serve requests (503 while draining)'),
    },
    async (request, reply) => {
      const how = asked(READINESS_PATH, request.query);
      if (draining) return answer(reply, how, 503, 'draining');
      const results = await Promise.all(checks.map(([, check]) => withinTimeout(check())));
      const states: CheckStates = Object.fromEntries(
        checks.map(([name], index) => [name, results[index] ? 'ok' : 'failed']),
      );
      const ready = results.every(Boolean);
      return answer(reply, how, ready ? 200 : 503, ready ? 'ok' : 'unavailable', states);
    },
  );

  return {
    startDraining: () => {
      draining = true;
    },
  };
}
