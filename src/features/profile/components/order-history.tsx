import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentList } from '../../../api/document-list';
import { useServiceOrders } from '../../../api/service-orders';
import type { DocumentListItem } from '../../../domain/documents/document-api';
import { documentCategoryLabel } from '../../../domain/documents/document-categories';
import { productTitle } from '../../../domain/checkout/product-titles';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import { longDate } from '../../../domain/long-date';
import { productKeyOfServiceName } from '../../../domain/services/service-names';
import { documentShelfPath, orderAnchorId } from '../../../domain/services/service-paths';
import { StatusBadge } from '../../../ui/badge';
import { LoadError } from '../../../ui/load-error';
import { OrderTimeline } from '../../../ui/order-timeline';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { Titled } from '../../../ui/titled';
import '../../../ui/record-list.css';

export const ORDERS_LOAD_ERROR = 'We could not load your orders.';
export const NO_ORDERS_MESSAGE = 'You have not bought a service yet.';

/**
 * What the state or the IRS sent back for the order (decision 0091), each linked to its shelf
 * of the documents area; nothing while none came back.
 */
function ReturnedDocuments({ returned }: { returned: readonly DocumentListItem[] }) {
  if (returned.length === 0) return null;
  return (
    <p className="ch-order-history__returned">
      Came back:{' '}
      {returned.map((document, index) => (
        <span key={document.document_id}>
          {index > 0 && ', '}
          <Link href={documentShelfPath(document.category)}>{document.title}</Link>
          {` (${documentCategoryLabel(document.category)})`}
        </span>
      ))}
    </p>
  );
}

/** One order: what it is, where it stands, its timeline and what came back for it. */
function OrderItem({
  order,
  returned,
}: {
  order: PlacedOrder;
  returned: readonly DocumentListItem[];
}) {
  const productKey = productKeyOfServiceName(order.service);
  const title = productKey === null ? order.service : productTitle(productKey);
  return (
    <li className="ch-record">
      <article aria-labelledby={orderAnchorId(order.id)}>
        <div className="ch-record__top">
          <h3 id={orderAnchorId(order.id)} className="ch-record__title" tabIndex={-1}>
            {title}
          </h3>
          <StatusBadge status={order.status} />
        </div>
        {productKey && (
          <OrderTimeline
            productKey={productKey}
            order={order}
            label={`Steps of ${title}, ordered ${longDate(order.ordered_at)}`}
          />
        )}
        <ReturnedDocuments returned={returned} />
      </article>
    </li>
  );
}

/**
 * Every order the owner placed, newest first (issue 30 "services an owner needs again",
 * decision 0085): a second certificate or next year's annual report is an order of its own,
 * each with its timeline (decision 0086). The dashboard's card shows the latest; this lists them all.
 */
export function OrderHistory() {
  const orders = useServiceOrders();
  // The documents name their order; while they load (or if they fail) the orders show without.
  const documents = useDocumentList().data ?? [];
  const loaded = orders.data !== undefined;
  // A status mail links to its order's timeline (#order-<id>): once the orders are in, the
  // browser's own jump to the anchor came too early, so the page focuses it, which scrolls to it.
  useEffect(() => {
    if (loaded && window.location.hash.startsWith('#order-')) {
      document.getElementById(window.location.hash.slice(1))?.focus();
    }
  }, [loaded]);
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
          <OrderItem
            key={order.id}
            order={order}
            returned={documents.filter((document) => document.order_id === order.id)}
          />
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
