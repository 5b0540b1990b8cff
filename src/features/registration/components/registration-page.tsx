import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export interface RegistrationPageProps {
  /** The area title, e.g. 'Business formation'. */
  title: string;
  /** The page's step line, e.g. 'Step 2 of 4: Business industry'. */
  stepLabel: string;
  /** The page name from the path, e.g. 'page2'. */
  pageName: string;
}

/** Placeholder until this questionnaire is built; the route table passes the page's labels. */
export function RegistrationPage({ title, stepLabel }: RegistrationPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={stepLabel} documentTitle={`${stepLabel} · ${title}`} />
      <ComingSoon />
    </>
  );
}
