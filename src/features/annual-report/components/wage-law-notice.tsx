import { ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE } from '../../../domain/flows/annual-report-flow';
import { LinkButton } from '../../../ui/link-button';
import { Notice } from '../../../ui/notice';

/**
 * On the review of a report whose state asks the wage-law question (decision 0054) while it is
 * not answered: the section is not shown yet (spec §2: only once answered), and the filing
 * would be refused, so the owner is sent to the question.
 */
export function WageLawNotice({ state }: { state: string }) {
  return (
    <Notice tone="warning">
      <p>{`${state}’s annual report asks whether any manager or member has a final judgment for violating wage laws.`}</p>
      <LinkButton to={`/${ANNUAL_REPORT_FLOW.key}/${WAGE_LAW_PAGE}`} variant="secondary">
        Answer the wage law question
      </LinkButton>
    </Notice>
  );
}
