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

function sameAnswer(one: unknown, other: unknown): boolean {
  return one === other || JSON.stringify(one) === JSON.stringify(other);
}

/**
 * `answers` with the server's form of each answer it saved otherwise than `sent` had it (a
 * sensitive answer comes back masked, issue 14), where `answers` still holds what was sent: an
 * answer changed on the device since keeps the change. So an SSN leaves the device once its
 * save is acknowledged.
 */
export function withServerForms(answers: Answers, sent: Answers, saved: Answers): Answers {
  const updated = { ...answers };
  for (const [name, value] of Object.entries(saved)) {
    if (!sameAnswer(value, sent[name]) && sameAnswer(answers[name], sent[name])) {
      updated[name] = value;
    }
  }
  return updated;
}
