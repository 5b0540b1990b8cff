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
import { settingsPath } from '../../../domain/account/settings-paths';
import {
  REGISTERED_AGENT_REQUIREMENT,
  REGISTERED_AGENT_REQUIREMENT_SOURCE,
} from '../../../domain/checkout/registered-agent-requirement';
import {
  ENDED_SUBSCRIPTION,
  LAPSED_SUBSCRIPTION,
  PAST_DUE_SUBSCRIPTION,
} from '../../../domain/checkout/subscription-statuses';

/** The reminder days the compliance calendar mails before a date (0: the day itself, not said). */
const REMINDER_DAYS = wordList(REMINDER_DAYS_BEFORE.filter((days) => days > 0));

export const NO_SUBSCRIPTIONS =
  'You have no subscriptions. A service that renews every year, like the Registered Agent, appears here once you buy it.';

/** What the state requires once the agent service has ended, with its source. */
function AgentRequirement() {
  const source = REGISTERED_AGENT_REQUIREMENT_SOURCE;
  return (
    <p className="ch-invoice__note">
      {REGISTERED_AGENT_REQUIREMENT} Source:{' '}
      <a href={source.href} target="_blank" rel="noreferrer">
        {source.label}
      </a>
      .
    </p>
  );
}

/** A subscription that no longer renews: lapsed after declines, or ended as cancelled. */
function FinishedSubscription({ subscription }: { subscription: ListedSubscription }) {
  const title = productTitle(subscription.product_name);
  const day = longCalendarDate(subscription.renews_on);
  return (
    <>
      <Notice tone="warning">
        {subscription.status === LAPSED_SUBSCRIPTION
          ? `Your ${title} has lapsed: every charge for the renewal due ${day} was declined${subscription.last_decline ? ` (the last: ${subscription.last_decline})` : ''}. Nothing was charged.`
          : `Your ${title} ended on ${day}, as you asked. It was not renewed, and nothing was charged.`}
      </Notice>
      {subscription.product_name === 'REGISTERED_AGENT' && <AgentRequirement />}
    </>
  );
}

/** The badge of each status (an unknown one reads as active, as the server renews it). */
function badgeOf(subscription: ListedSubscription): string {
  if (subscription.status === PAST_DUE_SUBSCRIPTION) return 'Payment declined';
  if (subscription.status === LAPSED_SUBSCRIPTION) return 'Lapsed';
  if (subscription.status === ENDED_SUBSCRIPTION) return 'Ended';
  return subscription.cancel_at_period_end ? 'Ends at period end' : 'Active';
}

function SubscriptionItem({ subscription }: { subscription: ListedSubscription }) {
  const [cancelling, setCancelling] = useState(false);
  const keep = useKeepSubscription();
  const title = productTitle(subscription.product_name);
  const headingId = `subscription-${subscription.subscription_id}`;
  const day = longCalendarDate(subscription.renews_on);
  const price = formatCents(subscription.renewal_price);
  const cancelled = subscription.cancel_at_period_end;
  const finished =
    subscription.status === LAPSED_SUBSCRIPTION || subscription.status === ENDED_SUBSCRIPTION;
  const pastDue = subscription.status === PAST_DUE_SUBSCRIPTION;
  const card = subscription.card ? cardWords(subscription.card) : 'your default card';
  return (
    <li className="ch-record">
      <article aria-labelledby={headingId}>
        <div className="ch-record__top">
          <h3 id={headingId} className="ch-record__title">
            {title}
          </h3>
          <span className="ch-badge ch-invoice__status">{badgeOf(subscription)}</span>
        </div>
        <dl className="ch-invoice__facts">
          <div>
            <dt>Price</dt>
            <dd>{price} per year</dd>
          </div>
          <div>
            <dt>
              {finished
                ? 'Ended on'
                : pastDue
                  ? 'Renewal due'
                  : cancelled
                    ? 'Ends on'
                    : 'Next renewal'}
            </dt>
            <dd>{day}</dd>
          </div>
          {!finished && (
            <div>
              <dt>Card</dt>
              <dd>{subscription.card ? cardWords(subscription.card) : 'No card on file'}</dd>
            </div>
          )}
        </dl>
        {finished ? (
          <FinishedSubscription subscription={subscription} />
        ) : pastDue ? (
          <Notice tone="warning">
            We could not charge {price} for this renewal
            {subscription.last_decline ? `: ${subscription.last_decline}` : '.'} Your {title}{' '}
            continues meanwhile.
            {subscription.retry_on
              ? ` We will try again on ${longCalendarDate(subscription.retry_on)}.`
              : ''}{' '}
            To avoid a lapse, make a card that works your default in{' '}
            <Link href={settingsPath('billing-details')}>Billing details</Link>.
          </Notice>
        ) : cancelled ? (
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
              {day} we charge {price} to {card}.
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
