import type { Answers } from '../domain/questionnaire/page-definition';
import type { FieldErrors } from '../domain/questionnaire/validate-page';
import type { DraftState, ServerCopy } from '../local/local-database';

/** Where a page's answers come from and go to. */
export interface PageSource {
  /** Whose answers: `individual:<id>`, or `session:<id>` for an anonymous registration. */
  ownerKey: string;
  /** The page definition id, e.g. formation/page1. */
  pageId: string;
  /** The save's path on the main backend, e.g. /v1/formation/page1. */
  savePath: string;
  /** Sent beside the answers with every save (individual_id). */
  meta: Answers;
  /** The server's copy: null when nothing is saved; throws when the server cannot be reached. */
  fetchSaved: () => Promise<ServerCopy | null>;
  /**
   * A page that cannot wait in the outbox (registration page5 creates the account): Continue
   * sends its valid answers through this instead and gets the server's messages back, or null
   * once it is done. Its secret fields (passwords) are never written to the device.
   */
  submitNow?: {
    send: (answers: Answers) => Promise<FieldErrors | null>;
    secretFields: readonly string[];
  };
}

/** A page sent at once (submitNow) that the server could not take: its message is shown. */
export class PageSubmitError extends Error {
  override name = 'PageSubmitError';
}

/** The answers as the device may keep them: without the page's secret fields. */
export function keptOnDevice(source: PageSource, answers: Answers): Answers {
  const secret = source.submitNow?.secretFields;
  if (!secret?.length) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !secret.includes(name)));
}

export interface PageAnswersState {
  status: 'loading' | 'ready';
  answers: Answers;
  errors: FieldErrors;
  /** Where this page's draft stands on this device; null before anything was kept. */
  draftState: DraftState | null;
  /** With draftState conflict: the copy saved from another device. */
  serverCopy: ServerCopy | null;
  /**
   * The server answered the page's load with a failure ('Failed to fetch EIN data (500)'); the
   * device's copy, or a fresh page, is shown meanwhile. Null offline: that is not a failure.
   */
  loadProblem?: string | null;
}
