import { useLatestOrder } from '../api/latest-order';
import type { ProductKey } from '../domain/checkout/product-keys';
import { rejectedNotice } from '../domain/services/service-banners';
import { canResubmit, rejectionReason, RESUBMITTED_ONCE } from '../domain/services/service-orders';
import { Notice } from '../ui/notice';

/** What the reopened flow says under the reason: the owner's answers are kept, to correct. */
export const RESUBMIT_ONCE_NOTE =
  'Your answers are kept: correct what the reason names, then submit again from the review page. You can resubmit once, free of charge.';

/**
 * At the top of a flow whose latest order was rejected (issue 30 "a rejection can be fixed",
 * decision 0090): who rejected it and why, and that the owner corrects their kept answers and
 * submits again, once; or, rejected twice, that support takes it from here. Nothing otherwise.
 */
export function FlowRejection({ productKey }: { productKey: ProductKey }) {
  const order = useLatestOrder(productKey);
  if (!order || order.status !== 'REJECTED') return null;
  const reason = rejectionReason(order.history);
  return (
    <Notice tone="warning" className="ch-flow-rejection">
      <p>
        <strong>{rejectedNotice(productKey).title}</strong>
        {reason && <>: {reason}</>}
      </p>
      <p>{canResubmit(order.status, order.history) ? RESUBMIT_ONCE_NOTE : RESUBMITTED_ONCE}</p>
    </Notice>
  );
}
