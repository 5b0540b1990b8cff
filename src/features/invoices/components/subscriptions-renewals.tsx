import { useState } from 'react';
import { Link } from 'wouter';
import { formatCents } from '../../../domain/checkout/money';
import { productTitle } from '../../../domain/checkout/product-titles';
import {
  COMPLIANCE_PAGE_PATH,
  REMINDER_DAYS_BEFORE,
} from '../../../domain/compliance/compliance-calendar';
import { wordList } from '../../../domain/content-blocks';
import type { ListedSubscription } from '../../../domain/contracts/invoices';
import { longCalendarDate, longDate } from '../../../domain/long-date';
import { Button } from '../../../ui/button';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { Notice } from '../../../ui/notice';
import { useKeepSubscription } from '../api/keep-subscription';
import { useSubscriptions } from '../api/subscriptions';
import { CancelRenewalDialog } from './cancel-renewal-dialog';
import { cardWords } from './card-words';

/** The reminder days the compliance calendar mails before a date (0: the day itself, not said). */
const REMINDER_DAYS = wordList(REMINDER_DAYS_BEFORE.filter((days) => days > 0));

export const NO_SUBSCRIPTIONS =
  'You have no subscriptions. A service that renews every year, like the Registered Agent, appears here once you buy it.';

function SubscriptionItem({ subscription }: { subscription: ListedSubscription }) {
  const [cancelling, setCancelling] = useState(false);
  const keep = useKeepSubscription();
  const title = productTitle(subscription.product_name);
  const headingId = `subscription-${subscription.subscription_id}`;
  const day = longCalendarDate(subscription.renews_on);
  const price = formatCents(subscription.renewal_price);
  const cancelled = subscription.cancel_at_period_end;
  return (
    <li className="ch-record">
      <article aria-labelledby={headingId}>
        <div className="ch-record__top">
          <h3 id={headingId} className="ch-record__title">
            {title}
          </h3>
          <span className="ch-badge ch-invoice__status">
            {cancelled ? 'Ends at period end' : 'Active'}
          </span>
        </div>
        <dl className="ch-invoice__facts">
          <div>
            <dt>Price</dt>
            <dd>{price} per year</dd>
          </div>
          <div>
            <dt>{cancelled ? 'Ends on' : 'Next renewal'}</dt>
            <dd>{day}</dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd>{subscription.card ? cardWords(subscription.card) : 'No card on file'}</dd>
          </div>
        </dl>
        {cancelled ? (
          <>
            <Notice tone="warning">
              You cancelled this renewal
              {subscription.cancelled_at ? ` on ${longDate(subscription.cancelled_at)}` : ''}. Your{' '}
              {title} stays active until {day}, then it is not renewed and nothing more is charged.
              You can keep it until then.
            </Notice>
            <div className="ch-invoice__actions">
              <Button
                isPending={keep.isPending}
                onPress={() =>
                  keep.mutate({
                    customerId: subscription.customer_id,
                    subscriptionId: subscription.subscription_id,
                  })
                }
              >
                Keep my subscription
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="ch-invoice__note">
              Before it renews: your <Link href={COMPLIANCE_PAGE_PATH}>compliance calendar</Link>{' '}
              lists this renewal, and we email you a reminder {REMINDER_DAYS} days before it. On{' '}
              {day} we charge {price} to{' '}
              {subscription.card ? cardWords(subscription.card) : 'your default card'}.
            </p>
            <div className="ch-invoice__actions">
              <Button variant="secondary" onPress={() => setCancelling(true)}>
                Cancel renewal
              </Button>
            </div>
            {cancelling && (
              <CancelRenewalDialog
                subscription={subscription}
                isOpen={cancelling}
                onOpenChange={setCancelling}
              />
            )}
          </>
        )}
        {keep.isError && (
          <Notice tone="error" role="alert" className="ch-invoice__problem">
            Your subscription was not kept. {keep.error.message}
          </Notice>
        )}
      </article>
    </li>
  );
}

/** 'Subscriptions & renewals': the owner's subscriptions, their renewal and its cancellation. */
export function SubscriptionsRenewals({ customerId }: { customerId: string | null }) {
  const subscriptions = useSubscriptions(customerId);
  if (customerId === null) return <p className="ch-muted">{NO_SUBSCRIPTIONS}</p>;
  if (subscriptions.isError) {
    return <LoadError message="We could not load your subscriptions." query={subscriptions} />;
  }
  if (!subscriptions.data) {
    return (
      <ListSkeleton
        label="Loading your subscriptions…"
        rows={1}
        listClassName="ch-record-list ch-invoices"
        itemClassName="ch-record"
        lines={[
          { className: 'ch-record__title', width: '14ch' },
          { className: 'ch-invoice__note', width: '24ch' },
        ]}
      />
    );
  }
  if (subscriptions.data.length === 0) return <p className="ch-muted">{NO_SUBSCRIPTIONS}</p>;
  return (
    <ul className="ch-record-list ch-invoices">
      {subscriptions.data.map((subscription) => (
        <SubscriptionItem key={subscription.subscription_id} subscription={subscription} />
      ))}
    </ul>
  );
}
