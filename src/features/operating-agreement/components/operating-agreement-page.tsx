import { lazy } from 'react';
import { OPERATING_AGREEMENT_FLOW } from '../../../domain/flows/operating-agreement-flow';
import { useSignedInOwner, type FlowOwner } from '../../../questionnaire/flow-owner';
import { FlowScreen, type FlowExtras } from '../../../questionnaire/flow-screen';
import { FormedBusiness } from './formed-business';

const AgreementStep = lazy(() =>
  import('./agreement-step').then((m) => ({ default: m.AgreementStep })),
);
const AgreementConfirmation = lazy(() =>
  import('./agreement-confirmation').then((m) => ({ default: m.AgreementConfirmation })),
);

export interface OperatingAgreementPageProps {
  /** The area title, 'Operating agreement'. */
  title: string;
  /** The page's step line, e.g. 'Step 2 of 2: Review the operating agreement'. */
  stepLabel: string;
  /** The page name from the route: review, the agreement step, or the confirmation. */
  pageName: string;
}

/** Step 1's extras: the business as filed above the sections, and its members as Members. */
function useAgreementExtras(_owner: FlowOwner, page: string): FlowExtras {
  return page === 'review'
    ? {
        reviewIntro: <FormedBusiness />,
        reviewList: { itemLabel: OPERATING_AGREEMENT_FLOW.list.itemLabel },
      }
    : {};
}

/** The operating agreement (spec foundation §2, decision 0050) on the flow shell. */
export function OperatingAgreementPage({ stepLabel, pageName }: OperatingAgreementPageProps) {
  const owner = useSignedInOwner();
  return (
    <FlowScreen
      flow={OPERATING_AGREEMENT_FLOW}
      owner={owner}
      pageName={pageName}
      stepLabel={stepLabel}
      useExtras={useAgreementExtras}
      Confirmation={AgreementConfirmation}
      OtherPage={AgreementStep}
    />
  );
}
