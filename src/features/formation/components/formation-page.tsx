import { lazy } from 'react';
import { FORMATION_FLOW } from '../../../domain/flows/formation-flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowScreen } from '../../../questionnaire/flow-screen';
import { useFormationExtras } from './use-formation-extras';

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

/** The formation flow (spec foundation §2) on the flow shell, with formation's own extras. */
export function FormationPage({ stepLabel, pageName }: FormationPageProps) {
  const owner = useSignedInOwner();
  return (
    <FlowScreen
      flow={FORMATION_FLOW}
      owner={owner}
      pageName={pageName}
      stepLabel={stepLabel}
      useExtras={useFormationExtras}
      Confirmation={FormationConfirmation}
    />
  );
}
