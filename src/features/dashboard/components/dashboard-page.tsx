import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import { ownerDisplayName, type OwnerProfile } from '../../../domain/owner-profile';
import { catalogueItem, SERVICE_CATALOGUE } from '../../../domain/services/service-catalogue';
import { displayPrice, type ServiceOrder } from '../../../domain/services/service-prices';
import { addTemporaryPurchases } from '../../../api/temporary-purchases';
import { TierBadge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { afterPageLoad } from '../../../ui/after-page-load';
import { normalizeServiceStatus } from '../../../domain/services/service-statuses';
import { formationFiled } from '../../../domain/services/formation-rules';
import { useDashboardServices } from '../use-dashboard-services';
import { FormationCardView } from './formation-card-view';
import { ServiceCard } from './service-card';
import './dashboard-page.css';

/** Modals load when first opened, not with the dashboard. */
const ServiceInfoModal = lazy(() =>
  import('./service-info-modal').then((m) => ({ default: m.ServiceInfoModal })),
);
const PurchaseSuccessModal = lazy(() =>
  import('./purchase-success-modal').then((m) => ({ default: m.PurchaseSuccessModal })),
);

const TAGLINE = 'Track progress, manage your business, and stay compliant—all in one place.';

/** What the app's checkout modal is asked to sell (the checkout feature renders it). */
export interface CheckoutRequest {
  lines: readonly CheckoutProduct[];
  description: string;
  owner: OwnerProfile;
  onClose: () => void;
  onPurchased: (invoice: { products: string[] }) => void;
}

export interface DashboardPageProps {
  renderCheckout: (request: CheckoutRequest) => ReactNode;
  /**
   * The annual report's next due date for the card (the compliance feature's line, composed by
   * the app), with `placeholder` shown while it loads.
   */
  renderAnnualReportDue: (placeholder: ReactNode) => ReactNode;
  /**
   * The licence report's preview before purchase (the licence feature's line, composed by the
   * app), with `placeholder` shown while it loads.
   */
  renderLicenceTeaser: (placeholder: ReactNode) => ReactNode;
  /**
   * A note about the owner's account under the header (the settings feature's reminder to
   * confirm the email address), or nothing.
   */
  renderAccountNotice: (owner: OwnerProfile) => ReactNode;
}

type Dialog =
  | { kind: 'info'; productKey: ProductKey }
  | { kind: 'checkout'; productKey: ProductKey; order: ServiceOrder }
  | { kind: 'success'; productKey: ProductKey };

function DashboardHeader({ owner, isLoading }: { owner?: OwnerProfile; isLoading: boolean }) {
  // 'Welcome' greets a first-time owner, one whose payment customer id is stored (spec §1).
  const greeting = owner?.stripe_customer_id ? 'Welcome' : 'Welcome back';
  const name = owner ? ownerDisplayName(owner) : '';
  return (
    <PageHeader
      title={
        isLoading && !owner ? (
          <TextSkeleton label="Loading your dashboard…" width="14ch" />
        ) : name ? (
          `${greeting}, ${name}`
        ) : (
          greeting
        )
      }
      documentTitle="Dashboard"
      subtitle={TAGLINE}
    >
      {owner?.tier ? (
        <p className="ch-dashboard-plan">
          Your plan: <TierBadge tier={owner.tier} />
        </p>
      ) : null}
    </PageHeader>
  );
}

function CardSkeletons() {
  return (
    <div className="ch-service-grid" aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="ch-service-card ch-service-card--skeleton">
          <TextSkeleton label={index === 0 ? 'Loading your services…' : undefined} width="14ch" />
          <TextSkeleton width="24ch" />
        </div>
      ))}
    </div>
  );
}

const DUE_PLACEHOLDER = (
  <p className="ch-service-card__due">
    <TextSkeleton label="Loading the annual report’s due date" width="24ch" />
  </p>
);

const TEASER_PLACEHOLDER = (
  <p className="ch-service-card__due">
    <TextSkeleton label="Loading how many licenses may apply" width="24ch" />
  </p>
);

/**
 * A line a card adds once it applies (the annual report's due date once the formation is
 * ACTIVE, the deadlines counting from it; the licence report's preview before it is bought):
 * its code and data are asked for only after the page has loaded, so the cards paint first
 * (decisions 0026, 0052); its place is kept meanwhile. One element, so the card's memo holds.
 */
function useLateCardLine(
  applies: boolean,
  placeholder: ReactNode,
  render: (placeholder: ReactNode) => ReactNode,
): ReactNode {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (applies ? afterPageLoad(() => setLoaded(true), 0) : undefined), [applies]);
  return useMemo(() => {
    if (!applies) return undefined;
    return loaded ? render(placeholder) : placeholder;
  }, [applies, loaded, render, placeholder]);
}

/**
 * The owner's home (spec dashboard §1-§4): the header, the formation card and a card for every
 * other service with its status; Learn More, checkout and success modals on demand.
 */
export function DashboardPage({
  renderCheckout,
  renderAnnualReportDue,
  renderLicenceTeaser,
  renderAccountNotice,
}: DashboardPageProps) {
  const {
    owner,
    statuses,
    statusSince,
    products,
    pricesLoading,
    isLoading,
    statusFailed,
    retryStatus,
  } = useDashboardServices();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const learnMore = useCallback(
    (productKey: ProductKey) => setDialog({ kind: 'info', productKey }),
    [],
  );
  const formationStatus = statuses?.LLC_FORMATION;
  const annualReportDue = useLateCardLine(
    normalizeServiceStatus(formationStatus ?? '') === 'ACTIVE',
    DUE_PLACEHOLDER,
    renderAnnualReportDue,
  );
  const licenceTeaser = useLateCardLine(
    statuses !== undefined &&
      statuses.BIZ_LICENSE_REPORT === undefined &&
      formationFiled(formationStatus),
    TEASER_PLACEHOLDER,
    renderLicenceTeaser,
  );
  const cardLines: Partial<Record<ProductKey, ReactNode>> = {
    LLC_ANNUAL_REPORT: annualReportDue,
    BIZ_LICENSE_REPORT: licenceTeaser,
  };

  let cards: ReactNode;
  if (statusFailed) {
    cards = (
      <Notice tone="error" role="alert">
        <p>We could not load the status of your services. Check your connection and try again.</p>
        <PlainButton variant="secondary" onClick={retryStatus}>
          Try again
        </PlainButton>
      </Notice>
    );
  } else if (!statuses || !owner) {
    cards = isLoading ? <CardSkeletons /> : null;
  } else {
    cards = (
      <>
        <FormationCardView
          status={formationStatus}
          onLearnMore={() => setDialog({ kind: 'info', productKey: 'LLC_FORMATION' })}
        />
        <div className="ch-service-grid">
          {SERVICE_CATALOGUE.filter((item) => item.productKey !== 'LLC_FORMATION').map((item) => (
            <ServiceCard
              key={item.productKey}
              item={item}
              status={statuses[item.productKey]}
              statusSince={statusSince[item.productKey]}
              formationStatus={formationStatus}
              priceText={
                pricesLoading ? null : displayPrice(item.productKey, 'card', products).text
              }
              onLearnMore={learnMore}
              extra={cardLines[item.productKey]}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <DashboardHeader owner={owner} isLoading={isLoading} />
      {owner ? renderAccountNotice(owner) : null}
      <section aria-label="Your services">{cards}</section>
      <Suspense fallback={null}>
        {dialog?.kind === 'info' && owner && statuses && (
          <ServiceInfoModal
            productKey={dialog.productKey}
            owner={owner}
            statuses={statuses}
            products={products}
            pricesLoading={pricesLoading}
            onClose={close}
            onPurchase={(order) =>
              setDialog({ kind: 'checkout', productKey: dialog.productKey, order })
            }
          />
        )}
        {dialog?.kind === 'checkout' &&
          owner &&
          renderCheckout({
            lines: dialog.order.lines,
            description: catalogueItem(dialog.productKey).title,
            owner,
            onClose: close,
            onPurchased: (invoice) => {
              addTemporaryPurchases(invoice.products);
              setDialog({ kind: 'success', productKey: dialog.productKey });
            },
          })}
        {dialog?.kind === 'success' && (
          <PurchaseSuccessModal
            productKey={dialog.productKey}
            formationStatus={formationStatus}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
