import { useServiceOrders } from '../../../api/service-orders';
import { productTitle } from '../../../domain/checkout/product-titles';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import { longDate } from '../../../domain/long-date';
import { productKeyOfServiceName } from '../../../domain/services/service-names';
import { statusBadgeLabel } from '../../../domain/services/service-statuses';
import { StatusBadge } from '../../../ui/badge';
import { LoadError } from '../../../ui/load-error';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { Titled } from '../../../ui/titled';
import '../../../ui/record-list.css';

export const ORDERS_LOAD_ERROR = 'We could not load your orders.';
export const NO_ORDERS_MESSAGE = 'You have not bought a service yet.';

function orderTitle(order: PlacedOrder): string {
  const productKey = productKeyOfServiceName(order.service);
  return productKey === null ? order.service : productTitle(productKey);
}

/** One order: what it is, where it stands, and each step it took with its date. */
function OrderItem({ order }: { order: PlacedOrder }) {
  const title = orderTitle(order);
  return (
    <li className="ch-record">
      <article aria-labelledby={`order-${order.id}`}>
        <div className="ch-record__top">
          <h3 id={`order-${order.id}`} className="ch-record__title">
            {title}
          </h3>
          <StatusBadge status={order.status} />
        </div>
        <ol
          className="ch-order-history__steps"
          aria-label={`Steps of ${title}, ordered ${longDate(order.ordered_at)}`}
        >
          {order.history.map((step) => (
            <li key={`${step.status} ${step.changed_at}`}>
              <span className="ch-order-history__step">{statusBadgeLabel(step.status)}</span>{' '}
              <time dateTime={step.changed_at}>{longDate(step.changed_at)}</time>
            </li>
          ))}
        </ol>
      </article>
    </li>
  );
}

/**
 * Every order the owner placed, newest first (issue 30 "services an owner needs again",
 * decision 0085): a second certificate or next year's annual report is an order of its own,
 * each with the steps it took. The dashboard's card shows the latest; this lists them all.
 */
export function OrderHistory() {
  const orders = useServiceOrders();
  let content;
  if (orders.isPending) {
    content = <TextSkeleton label="Loading your orders…" width="24ch" />;
  } else if (orders.isError) {
    content = <LoadError message={ORDERS_LOAD_ERROR} query={orders} />;
  } else if (orders.data.length === 0) {
    content = <p>{NO_ORDERS_MESSAGE}</p>;
  } else {
    content = (
      <ol className="ch-record-list">
        {orders.data.map((order) => (
          <OrderItem key={order.id} order={order} />
        ))}
      </ol>
    );
  }
  return (
    <Titled
      as="section"
      className="ch-order-history"
      heading={{ text: 'Your orders', level: 2, className: 'ch-business-profile__name' }}
    >
      {content}
    </Titled>
  );
}
