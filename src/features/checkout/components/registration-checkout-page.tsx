import { Redirect, useLocation } from 'wouter';
import { readSessionId, sessionOwnerKey } from '../../../api/browser-session-cookie';
import { useOwnerProfile } from '../../../api/owner-profile';
import { useSession } from '../../../api/session';
import { Button } from '../../../ui/button';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { FormActions, Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { loadDeviceDatabase } from '../../../local/load-device-database';
import { checkNewCard, saveNewCard } from '../new-card';
import { rememberOrder } from '../remembered-order';
import { usePurchaseProgress } from '../use-purchase-progress';
import {
  useRegistrationOrder,
  type RegistrationOrder,
} from '../../../order/use-registration-order';
import { BillingAddressForm, useBillingAddressForm } from './billing-address-form';
import { CardForm, useCardForm } from './card-form';
import { OrderSummaryPanel } from '../../../order/order-summary-panel';
import { PurchaseProgressOverlay } from './purchase-progress-overlay';
import { TermsNote } from './terms-note';
import './registration-checkout-page.css';

type ReadyOrder = Extract<RegistrationOrder, { status: 'ready' }>;

/** The purchase payload's names: the cardholder's (registration asks for no other name). */
function individualOf(cardName: string, email: string) {
  const [first = '', ...rest] = cardName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || first, email };
}

/** The paid registration's copies on this device are no longer needed (owner-records.ts). */
async function forgetRegistrationDrafts(sessionId: string): Promise<void> {
  try {
    const [db, { purgeFinishedRegistration }] = await Promise.all([
      loadDeviceDatabase(),
      import('../../../local/owner-records'),
    ]);
    await purgeFinishedRegistration(db, sessionOwnerKey(sessionId));
  } catch {
    // Left on the device: they hold only this registration's answers, which the account has.
  }
}

/**
 * Registration checkout (spec foundation §2, dashboard §2-§4): the order the answers selected,
 * the new owner's card and billing address, and 'Checkout & Pay' with the three-step progress.
 * The card goes straight to the payment provider; the purchase is charged once per key.
 */
function CheckoutForm({ order, sessionId }: { order: ReadyOrder; sessionId: string }) {
  const [, navigate] = useLocation();
  const card = useCardForm();
  const billing = useBillingAddressForm({ state: order.basics.state });
  const payment = usePurchaseProgress(() =>
    navigate('/registration/order-confirmation', { replace: true }),
  );
  const busy = payment.isPaying;
  // The account's email (page5's answer, or the signed-in owner's when that page is not here).
  const { owner } = useOwnerProfile();
  const email = String(order.answers.page5?.email ?? owner?.email ?? '');

  const pay = () => {
    if (!checkNewCard(card, billing)) return;
    void payment.pay({
      lines: order.lines,
      build: async () => {
        const saved = await saveNewCard(card.values, billing.values);
        const page1 = order.answers.page1 ?? {};
        return {
          individual: individualOf(card.values.name, email),
          description: `Registration of ${String(page1.business_name ?? '')} (${order.basics.state})`,
          payment_method_token: saved.payment_method.payment_method_id,
        };
      },
      onPaid: (invoice) => {
        rememberOrder(invoice);
        void forgetRegistrationDrafts(sessionId);
      },
    });
  };

  return (
    <>
      <OrderSummaryPanel order={order} collapsible={false} />
      <form
        className="ch-registration-checkout__payment"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        <CardForm form={card} isDisabled={busy} />
        <BillingAddressForm form={billing} isDisabled={busy} />
        <TermsNote />
        {payment.failure && (
          <Notice tone="error" role="alert">
            {payment.failure}
          </Notice>
        )}
        <FormActions>
          <LinkButton to="/registration/review" variant="secondary">
            Back
          </LinkButton>
          <Button type="submit" isDisabled={busy}>
            Checkout &amp; Pay
          </Button>
        </FormActions>
      </form>
      <PurchaseProgressOverlay {...payment.overlay} variant="registration" />
    </>
  );
}

/** /registration/checkout: for the owner page5 just signed in. */
export function RegistrationCheckoutPage() {
  const session = useSession();
  const sessionId = readSessionId();
  if (!sessionId) return <Redirect to="/registration/page1" replace />;
  if (session.status !== 'signed-in') return <Redirect to="/registration/page5" replace />;
  return <RegistrationCheckout sessionId={sessionId} />;
}

/** The order of a signed-in visitor's session, loaded only once the page is theirs. */
function RegistrationCheckout({ sessionId }: { sessionId: string }) {
  const order = useRegistrationOrder(sessionId);
  if (order.status === 'incomplete') return <Redirect to="/registration/page1" replace />;
  return (
    <div className="ch-registration-checkout">
      <PageHeader title="Checkout" subtitle="Review your order and pay securely." />
      {order.status === 'loading' && <FullPageLoader label="Loading your order…" />}
      {order.status === 'failed' && (
        <Notice tone="error" role="alert">
          {order.message}
        </Notice>
      )}
      {order.status === 'ready' && <CheckoutForm order={order} sessionId={sessionId} />}
    </div>
  );
}
