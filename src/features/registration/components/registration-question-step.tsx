import { useMemo } from 'react';
import { Redirect } from 'wouter';
import type { PageDefinition } from '../../../domain/questionnaire/page-definition';
import { parseRegistrationQuery } from '../../../domain/registration/registration-query';
import { getSessionPage } from '../../../questionnaire/api/get-session-page';
import { QuestionPage } from '../../../questionnaire/question-page';
import type { PageSource } from '../../../questionnaire/use-page-answers';
import { usePageDefinition } from '../../../questionnaire/use-page-definition';
import { usePreviousPageGuard } from '../../../questionnaire/use-previous-page-guard';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { sessionOwnerKey } from '../../../api/browser-session-cookie';
import { ACCOUNT_PAGE_ID, ACCOUNT_SECRET_FIELDS, createAccount } from '../api/create-account';
import { pageNameOfUrl, registrationPageId } from '../registration-flow';

/** Page1 with the plan of the `tiers` query parameter preselected (spec foundation §2). */
function withChosenTier(definition: PageDefinition): PageDefinition {
  const { tier } = parseRegistrationQuery(window.location.search);
  if (!tier) return definition;
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      field.name === 'tier' ? { ...field, default: tier } : field,
    ),
  };
}

export interface RegistrationQuestionStepProps {
  sessionId: string;
  page: string;
  stepLabel: string;
}

/**
 * One of registration's five question pages on the engine (under the registration page's own
 * heading), keyed by the anonymous browser
 * session: drafts and saves work exactly like formation's (reload, offline, flaky network).
 * Page5 creates the account at once instead of queueing its save.
 */
export function RegistrationQuestionStep({
  sessionId,
  page,
  stepLabel,
}: RegistrationQuestionStepProps) {
  const pageId = registrationPageId(page);
  const ownerKey = sessionOwnerKey(sessionId);
  const loaded = usePageDefinition(pageId);
  const definition = useMemo(
    () => (loaded && page === 'page1' ? withChosenTier(loaded) : loaded),
    [loaded, page],
  );
  const previousPage = definition?.prev_button
    ? pageNameOfUrl(definition.prev_button.next_page_url)
    : null;
  const guard = usePreviousPageGuard(
    ownerKey,
    previousPage && registrationPageId(previousPage),
    () => getSessionPage(sessionId, previousPage!),
  );

  const source: PageSource = useMemo(
    () => ({
      ownerKey,
      pageId,
      savePath: `/v1/pages/${page}`,
      meta: { browser_session_id: sessionId },
      fetchSaved: () => getSessionPage(sessionId, page),
      ...(pageId === ACCOUNT_PAGE_ID
        ? {
            submitNow: {
              send: (answers) => createAccount(sessionId, answers),
              secretFields: ACCOUNT_SECRET_FIELDS,
            },
          }
        : {}),
    }),
    [ownerKey, pageId, page, sessionId],
  );

  if (definition === null) return <Redirect to="/not-found" replace />;
  if (guard === 'redirect') return <Redirect to="/registration/page1" replace />;
  if (!definition || guard === 'checking') return <FullPageLoader label="Loading your answers…" />;
  return (
    <QuestionPage
      definition={definition}
      source={source}
      stepLabel={stepLabel}
      showHeader={false}
    />
  );
}
