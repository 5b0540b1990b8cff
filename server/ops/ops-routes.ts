import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { documentSecurity } from '../api/openapi-document';
import { openObject } from '../http/response-schemas';
import { listOwners, OpsError, setOwnerServiceStatus, type SetStatusRequest } from './ops-commands';

interface OpsRoutesOptions {
  db: Database;
  /** Made by the server at start and left in DATA_DIR for `npm run ops` only. */
  token: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.raw.socket;
  if (!remoteAddress) return false;
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remoteAddress);
  return loopback || remoteAddress === localAddress;
}

/**
 * The back office's way into a running server (mounted at /ops on embedded PGlite, which only
 * the server process may open): `npm run ops` runs its commands here. Only from this machine,
 * with the secret the server left in DATA_DIR.
 *   GET  /ops/v1/owners          { owners: OwnerSummary[] }
 *   POST /ops/v1/service-status  { owner, service, status } → StatusChange, or 422 { message }
 */
export async function opsRoutes(app: FastifyInstance, { db, token }: OpsRoutesOptions) {
  const expected = digest(token);
  app.addHook('onRoute', (route) => documentSecurity(route, 'opsToken'));
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(403).send({ message: 'Forbidden' });
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Compared as digests: equal lengths, and no timing that tells how much of it matched.
    if (!timingSafeEqual(digest(given), expected)) {
      return reply.code(401).send({ message: 'Unauthorized' });
    }
  });

  app.get(
    '/v1/owners',
    {
      schema: {
        summary: 'Every owner, their plan and the status of each service',
        response: {
          200: {
            description: 'The owners',
            type: 'object',
            properties: { owners: { type: 'array', items: openObject('OwnerSummary') } },
            required: ['owners'],
          },
        },
      },
    },
    async () => ({ owners: await listOwners(db) }),
  );

  const text = { type: 'string', minLength: 1, maxLength: 254 } as const;
  app.post<{ Body: SetStatusRequest }>(
    '/v1/service-status',
    {
      schema: {
        summary: "Sets the status of an owner's service",
        response: { 200: openObject('StatusChange (server/ops/ops-commands.ts)') },
        body: {
          type: 'object',
          properties: { owner: text, service: text, status: text },
          required: ['owner', 'service', 'status'],
        },
      },
    },
    async (request, reply) => {
      try {
        return await setOwnerServiceStatus(db, request.body, new Date());
      } catch (error) {
        if (error instanceof OpsError) return reply.code(422).send({ message: error.message });
        throw error;
      }
    },
  );
}
