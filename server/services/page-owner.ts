import { eq, type SQL } from 'drizzle-orm';
import { pageAnswers } from '../db/schema';

/** Whose answers: a signed-in account, or an anonymous browser session (registration). */
export type PageOwner = { individualId: number } | { sessionId: string };

/** The page_answers rows of the owner. */
export function ownedBy(owner: PageOwner): SQL {
  return 'individualId' in owner
    ? eq(pageAnswers.individualId, owner.individualId)
    : eq(pageAnswers.sessionId, owner.sessionId);
}

/** The owner's column values for a new page_answers row. */
export function ownerColumns(owner: PageOwner) {
  return 'individualId' in owner
    ? { individualId: owner.individualId, sessionId: null }
    : { individualId: null, sessionId: owner.sessionId };
}
