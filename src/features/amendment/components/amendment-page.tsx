import { lazy } from 'react';
import { AMENDMENT_FLOW } from '../../../domain/flows/amendment-flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowScreen } from '../../../questionnaire/flow-screen';

const AmendmentReview = lazy(() =>
  import('./amendment-review').then((m) => ({ default: m.AmendmentReview })),
);
const AmendmentConfirmReview = lazy(() =>
  import('./amendment-confirm-review').then((m) => ({ default: m.AmendmentConfirmReview })),
);
const AmendmentConfirmation = lazy(() =>
  import('./amendment-confirmation').then((m) => ({ default: m.AmendmentConfirmation })),
);

export interface AmendmentPageProps {
  /** The area title, 'Articles of amendment'. */
  title: string;
  /** The page's label. */
  stepLabel: string;
  /** The page name from the route: review, review-confirmation or amendment-confirmation. */
  pageName: string;
}

/** Articles of amendment (spec dashboard §2, decision 0053) on the flow shell. */
export function AmendmentPage({ stepLabel, pageName }: AmendmentPageProps) {
  const owner = useSignedInOwner();
  return (
    <FlowScreen
      flow={AMENDMENT_FLOW}
      owner={owner}
      pageName={pageName}
      stepLabel={stepLabel}
      Review={AmendmentReview}
      Confirmation={AmendmentConfirmation}
      OtherPage={AmendmentConfirmReview}
    />
  );
}
