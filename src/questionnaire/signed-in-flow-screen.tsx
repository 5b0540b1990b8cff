import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Flow } from '../domain/flows/flow';
import { useServiceOrders } from '../api/service-orders';
import { useSignedInOwner, type FlowOwner } from './flow-owner';
import { FlowScreen, type FlowScreenProps } from './flow-screen';

/**
 * A rejection's reason above a reopened flow (decision 0090): its code, with the services'
 * words, is loaded only for an owner who has a rejected order, so a question page's first
 * paint does not carry it.
 */
const FlowRejection = lazy(() =>
  import('./flow-rejection').then((m) => ({ default: m.FlowRejection })),
);

/** What the route table gives every questionnaire screen. */
export interface FlowRouteProps {
  /** The area title, e.g. 'EIN application'. */
  title: string;
  /** The page's step line, e.g. 'STEP 2 OF 4: W-2 employees', or its label. */
  stepLabel: string;
  /** The page name from the path, e.g. 'page2'. */
  pageName: string;
}

export interface FlowFrameProps extends FlowRouteProps {
  owner: FlowOwner & { individualId: number };
  /** The flow's page. */
  children: ReactNode;
}

/**
 * What a flow's feature folder adds to the flow shell, in its pages file
 * (src/features/<x>/<x>-pages.ts): everything else comes from the flow module. Pieces a
 * question page does not need are loaded lazily by the feature, so they stay off its chunk.
 */
export type FlowPages = Pick<
  FlowScreenProps,
  'useExtras' | 'Confirmation' | 'Review' | 'OtherPage'
> & {
  /**
   * What every page of the flow is shown in: the toasts of a flow that has them (above both
   * its review and its confirmation, where the success toast still shows), or what decides
   * whether its pages show at all (the annual report: a state that skips a page, a report not
   * started, an owner who may not file it).
   */
  Frame?: ComponentType<FlowFrameProps>;
};

/**
 * The screen of a signed-in flow, the same for every flow in the route table's list
 * (src/app/wizard-areas.ts): the owner, and the flow's pages on the flow shell in its frame,
 * under the reason of a rejection the owner is correcting.
 */
export function signedInFlowScreen(flow: Flow, { Frame, ...pages }: FlowPages) {
  return function SignedInFlowScreen(route: FlowRouteProps) {
    const owner = useSignedInOwner();
    const rejected = useServiceOrders().data?.some((order) => order.status === 'REJECTED');
    const productKey = rejected ? flow.submission?.productKey : undefined;
    const screen = (
      <>
        {productKey && (
          <Suspense fallback={null}>
            <FlowRejection productKey={productKey} />
          </Suspense>
        )}
        <FlowScreen flow={flow} owner={owner} pageName={route.pageName} {...pages} />
      </>
    );
    return Frame ? (
      <Frame owner={owner} {...route}>
        {screen}
      </Frame>
    ) : (
      screen
    );
  };
}
