import type { Answers } from '../domain/questionnaire/page-definition';
import type { ServerCopy } from './local-database';

/**
 * A page as the API presents it (its answers beside their owner — individual_id or
 * browser_session_id — and updated_at) split into the answers and their version; null when it
 * is not such a page.
 */
export function serverCopyOf(body: unknown): ServerCopy | null {
  if (!body || typeof body !== 'object') return null;
  const {
    updated_at: updatedAt,
    individual_id: _owner,
    browser_session_id: _session,
    ...answers
  } = body as Answers & { updated_at?: unknown };
  return typeof updatedAt === 'string' ? { answers, updatedAt } : null;
}
