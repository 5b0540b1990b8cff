import type { Database } from '../db/database';
import {
  listOwners,
  OpsError,
  setOwnerServiceStatus,
  type OwnerSummary,
  type SetStatusRequest,
  type StatusChange,
} from './ops-commands';

/** Where the back-office commands run: on a database opened here, or on the running server. */
export interface OpsBackend {
  owners(): Promise<OwnerSummary[]>;
  setStatus(request: SetStatusRequest): Promise<StatusChange>;
}

export function databaseBackend(db: Database): OpsBackend {
  return {
    owners: () => listOwners(db),
    setStatus: (request) => setOwnerServiceStatus(db, request, new Date()),
  };
}

/** The running server's /ops endpoint (server/ops/ops-routes.ts), as DATA_DIR names it. */
export function serverBackend(baseUrl: string, token: string): OpsBackend {
  const call = async <T>(path: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/ops${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new OpsError(
        `The Charter server holding the data directory does not answer at ${baseUrl} ` +
          `(${String(reason)}). If it is still starting, try again in a moment.`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) {
      throw new OpsError(answer.message ?? `The server answered ${response.status}`);
    }
    return answer as T;
  };
  return {
    owners: async () => (await call<{ owners: OwnerSummary[] }>('/v1/owners')).owners,
    setStatus: (request) => call<StatusChange>('/v1/service-status', request),
  };
}
