import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import { catalogueItem } from '../../../domain/services/service-catalogue';
import type { ServiceOrder } from '../../../domain/services/service-prices';
import { addTemporaryPurchases } from '../../../api/temporary-purchases';
import type { DashboardServices } from '../use-dashboard-services';
import type { ServicePieces } from './service-pieces';

/** Modals load when first opened, not with the cards. */
const ServiceInfoModal = lazy(() =>
  import('./service-info-modal').then((m) => ({ default: m.ServiceInfoModal })),
);
const PurchaseSuccessModal = lazy(() =>
  import('./purchase-success-modal').then((m) => ({ default: m.PurchaseSuccessModal })),
);

type Dialog =
  | { kind: 'info'; productKey: ProductKey }
  | { kind: 'checkout'; productKey: ProductKey; order: ServiceOrder }
  | { kind: 'success'; productKey: ProductKey };

export interface ServiceDialogs {
  /** Opens a service's Learn More modal; the same function every render (the cards are memoised). */
  learnMore: (productKey: ProductKey) => void;
  /** The modal open now, if any, to render once on the screen. */
  dialogs: ReactNode;
}

/**
 * The service cards' modals (dashboard §2): Learn More, its Purchase into the checkout feature's
 * modal, and after the purchase the success modal, whose first button (`returnLabel`) closes it
 * on the screen the owner bought from.
 */
export function useServiceDialogs(
  { owner, statuses, products, pricesLoading }: DashboardServices,
  renderCheckout: ServicePieces['renderCheckout'],
  returnLabel: string,
): ServiceDialogs {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const learnMore = useCallback(
    (productKey: ProductKey) => setDialog({ kind: 'info', productKey }),
    [],
  );
  const dialogs = (
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
          formationStatus={statuses?.LLC_FORMATION}
          returnLabel={returnLabel}
          onClose={close}
        />
      )}
    </Suspense>
  );
  return { learnMore, dialogs };
}
