import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export interface AnnualReportPageProps {
  /** The area title, e.g. 'Business formation'. */
  title: string;
  /** The page's step line, e.g. 'Step 2 of 4: Business industry'. */
  stepLabel: string;
}

/** Placeholder until this questionnaire is built; the route table passes the page's labels. */
export function AnnualReportPage({ title, stepLabel }: AnnualReportPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={stepLabel} documentTitle={`${stepLabel} · ${title}`} />
      <ComingSoon />
    </>
  );
}
