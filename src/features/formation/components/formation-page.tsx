import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { FormationQuestionStep } from './formation-question-step';

const FormationReview = lazy(() =>
  import('./formation-review').then((m) => ({ default: m.FormationReview })),
);
const FormationConfirmation = lazy(() =>
  import('./formation-confirmation').then((m) => ({ default: m.FormationConfirmation })),
);

export interface FormationPageProps {
  /** The area title, e.g. 'Business formation'. */
  title: string;
  /** The page's step line, e.g. 'Step 2 of 4: Business industry'. */
  stepLabel: string;
  /** The page name from the route: page1-page4, review, formation-confirmation. */
  pageName: string;
}

/** The formation flow (spec foundation §2): four question pages, the review, the confirmation. */
export function FormationPage({ stepLabel, pageName }: FormationPageProps) {
  if (pageName === 'review' || pageName === 'formation-confirmation') {
    return (
      <Suspense fallback={<FullPageLoader />}>
        {pageName === 'review' ? <FormationReview /> : <FormationConfirmation />}
      </Suspense>
    );
  }
  return <FormationQuestionStep key={pageName} page={pageName} stepLabel={stepLabel} />;
}
