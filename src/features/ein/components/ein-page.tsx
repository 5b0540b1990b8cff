import { lazy } from 'react';
import { EIN_FLOW } from '../../../domain/flows/ein-flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowScreen } from '../../../questionnaire/flow-screen';

const EinConfirmation = lazy(() =>
  import('./ein-confirmation').then((m) => ({ default: m.EinConfirmation })),
);

export interface EinPageProps {
  /** The area title, 'EIN application'. */
  title: string;
  /** The page's step line, e.g. 'STEP 2 OF 4: W-2 employees'. */
  stepLabel: string;
  /** The page name from the route: page1-page4, a category's sub-page, review, ein-confirmation. */
  pageName: string;
}

/** The EIN application (spec foundation §2 "EIN flow") on the flow shell. */
export function EinPage({ stepLabel, pageName }: EinPageProps) {
  const owner = useSignedInOwner();
  return (
    <FlowScreen
      flow={EIN_FLOW}
      owner={owner}
      pageName={pageName}
      stepLabel={stepLabel}
      Confirmation={EinConfirmation}
    />
  );
}
