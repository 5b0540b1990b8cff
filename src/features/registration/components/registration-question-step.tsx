import { useCallback, useEffect, useMemo } from 'react';
import { storeEntityType } from '../../../api/client-storage';
import type { PageDefinition } from '../../../domain/questionnaire/page-definition';
import { REGISTRATION_FLOW } from '../../../domain/flows/registration-flow';
import { parseRegistrationQuery } from '../../../domain/registration/registration-query';
import { sessionOwner, type FlowOwner } from '../../../questionnaire/flow-owner';
import { draftStore } from '../../../local/draft-store';
import { FlowQuestionStep } from '../../../questionnaire/flow-question-step';
import { ACCOUNT_PAGE_ID, ACCOUNT_SECRET_FIELDS, createAccount } from '../api/create-account';
import { flowPageId } from '../../../domain/flows/flow';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import type { StateFacts } from '../../../domain/state-facts/state-facts';
import { FilingTimesNote } from '../../../ui/filing-times-note';
import { SourceLine } from '../../../ui/source-line';
import { BusinessNameGuidance } from '../../../questionnaire/business-name-guidance';
import { useLiveAnswers } from './live-answers';
import { useRegistrationCards } from './use-registration-cards';

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

/** The state's naming rules under page1's business name, following the name as it is typed. */
function nameGuidance(facts: StateFacts, page1: Answers | undefined) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <BusinessNameGuidance
      rules={facts.naming}
      entitySearch={facts.entity_search}
      stateName={facts.state_name}
      name={text(page1?.business_name)}
      entityType={text(page1?.entity_type) || null}
    />
  );
}

/** Where the plan cards' state filing fee comes from, under the cards. */
function PlanFeeSource({ facts }: { facts: StateFacts }) {
  if (!facts.formation_fee) return null;
  return (
    <p className="ch-plan-fee-source">
      {facts.state_name} filing fee:{' '}
      <SourceLine url={facts.formation_fee.source_url} date={facts.formation_fee.last_verified} />.
      State figures: {facts.credit}.
    </p>
  );
}

/** What the state's facts add under a field: page1's naming rules, page2's filing times. */
function guidanceOf(page: string, facts: StateFacts, page1: Answers | undefined) {
  if (page === 'page1') {
    return { tier: <PlanFeeSource facts={facts} />, business_name: nameGuidance(facts, page1) };
  }
  if (page === 'page2') return { service_filing: <FilingTimesNote facts={facts} asterisk /> };
  return undefined;
}

export interface RegistrationQuestionStepProps {
  sessionId: string;
  page: string;
  stepLabel: string;
}

/** The pages after page3 (expert review), which the COMPLETE plan includes. */
const pagesAfterExpertReview = new Set(['page4', 'page5']);

/**
 * Spec foundation §4 "Previous-page guard": in registration, tier COMPLETE skips the check
 * after page3. The plan is page1's answer, on this device or saved.
 */
async function choseCompleteTier(owner: FlowOwner): Promise<boolean> {
  const page1 = flowPageId(REGISTRATION_FLOW, 'page1');
  const answers =
    (await draftStore.read(owner.ownerKey, page1))?.answers ??
    (await owner.fetchPage(REGISTRATION_FLOW, 'page1'))?.answers;
  return String(answers?.tier ?? '').toUpperCase() === 'COMPLETE';
}

/**
 * One of registration's five question pages on the flow shell (under the registration page's
 * own heading), keyed by the anonymous browser session. Registration's own extras: page1's
 * plan from ?tiers=, the plan and filing cards priced for the state, page2's filing times, the
 * answers reported to the order summary as they change, and page5, which creates the account at
 * once instead of queueing its save.
 */
export function RegistrationQuestionStep({
  sessionId,
  page,
  stepLabel,
}: RegistrationQuestionStepProps) {
  const owner = useMemo(() => sessionOwner(sessionId), [sessionId]);
  const submitNow = useMemo(
    () =>
      flowPageId(REGISTRATION_FLOW, page) === ACCOUNT_PAGE_ID
        ? {
            send: (answers: Record<string, unknown>) => createAccount(sessionId, answers),
            secretFields: ACCOUNT_SECRET_FIELDS,
          }
        : undefined,
    [page, sessionId],
  );
  const { report, answers: live } = useLiveAnswers();
  // Kept on the device as spec foundation §7 lists it: 'Close and finish later' names it.
  const entityType = live.page1?.entity_type;
  useEffect(() => {
    if (typeof entityType === 'string') storeEntityType(entityType);
  }, [entityType]);
  const onAnswersChange = useCallback((answers: Answers) => report(page, answers), [page, report]);
  const cards = useRegistrationCards(page);
  const adaptDefinition = useMemo(
    () =>
      page === 'page1'
        ? (definition: PageDefinition) => cards.adapt(withChosenTier(definition))
        : cards.adapt,
    [page, cards],
  );
  const previousPageExempt = useMemo(
    () => (pagesAfterExpertReview.has(page) ? () => choseCompleteTier(owner) : undefined),
    [owner, page],
  );
  return (
    <FlowQuestionStep
      previousPageExempt={previousPageExempt}
      flow={REGISTRATION_FLOW}
      owner={owner}
      page={page}
      stepLabel={stepLabel}
      adaptDefinition={adaptDefinition}
      submitNow={submitNow}
      showHeader={false}
      onAnswersChange={onAnswersChange}
      afterField={cards.facts ? guidanceOf(page, cards.facts, live.page1) : undefined}
      dressing={cards.dressing}
    />
  );
}
