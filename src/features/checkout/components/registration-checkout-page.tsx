import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { readSessionId, sessionOwnerKey } from '../../../api/browser-session-cookie';
import { ApiError } from '../../../api/http';
import { useOwnerProfile } from '../../../api/owner-profile';
import { useSession } from '../../../api/session';
import { formatCents, firstYearPriceCents } from '../../../domain/checkout/money';
import { productTitle } from '../../../domain/checkout/product-titles';
import { Button } from '../../../ui/button';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { FormActions, Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { loadDeviceDatabase } from '../../../local/load-device-database';
import { CardTokenError, createCardToken } from '../api/create-card-token';
import { purchase, PURCHASE_FAILED, type Invoice } from '../api/purchase';
import { waitForReceipt } from '../api/receipts';
import { savePaymentMethod } from '../api/save-payment-method';
import { rememberOrder } from '../remembered-order';
import { useRegistrationOrder, type RegistrationOrder } from '../use-registration-order';
import { BillingAddressForm, useBillingAddressForm } from './billing-address-form';
import { CardForm, useCardForm } from './card-form';
import { PurchaseProgressOverlay } from './purchase-progress-overlay';
import './registration-checkout-page.css';

type ReadyOrder = Extract<RegistrationOrder, { status: 'ready' }>;

/** The purchase payload's names: the cardholder's (registration asks for no other name). */
function individualOf(cardName: string, email: string) {
  const [first = '', ...rest] = cardName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || first, email };
}

function OrderSummary({ order }: { order: ReadyOrder }) {
  return (
    <section className="ch-order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Order Summary</h2>
      <ul className="ch-order-summary__lines">
        {order.lines.map((line) => (
          <li key={line.name}>
            <span>{productTitle(line.name)}</span>
            <span>
              {line.name === 'REGISTERED_AGENT'
                ? `Free for 1st year, then ${formatCents(line.unit_price)}/year`
                : formatCents(firstYearPriceCents(line))}
            </span>
          </li>
        ))}
      </ul>
      <p className="ch-order-summary__total">
        <span>Total</span>
        <strong>{formatCents(order.totalCents)}</strong>
      </p>
    </section>
  );
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

interface Progress {
  completedSteps: number;
  failure: string | null;
}

/**
 * Registration checkout (spec foundation §2, dashboard §2-§4): the order the answers selected,
 * the new owner's card and billing address, and 'Checkout & Pay' with the three-step progress.
 * The card goes straight to the payment provider; the purchase is charged once per key.
 */
function CheckoutForm({ order, sessionId }: { order: ReadyOrder; sessionId: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const card = useCardForm();
  const billing = useBillingAddressForm({ state: order.basics.state });
  const [progress, setProgress] = useState<Progress | null>(null);
  const busy = progress !== null;
  // The account's email (page5's answer, or the signed-in owner's when that page is not here).
  const { owner } = useOwnerProfile();
  const email = String(order.answers.page5?.email ?? owner?.email ?? '');

  const pay = async () => {
    const cardOk = card.checkAll();
    const billingOk = billing.checkAll();
    if (!cardOk) card.focusFirstError();
    else if (!billingOk) billing.focusFirstError();
    if (!cardOk || !billingOk) return;
    setProgress({ completedSteps: 0, failure: null });
    let invoice: Invoice;
    try {
      invoice = await purchase(async () => {
        const token = await createCardToken(card.values);
        const saved = await savePaymentMethod(token.id, {
          name: card.values.name,
          address: billing.values,
        });
        const page1 = order.answers.page1 ?? {};
        return {
          individual: individualOf(card.values.name, email),
          description: `Registration of ${String(page1.business_name ?? '')} (${order.basics.state})`,
          payment_method_token: saved.payment_method.payment_method_id,
          subscriptions: order.lines.map((line) => ({
            product_name: line.name,
            price_id: line.price_id,
            quantity: 1,
          })),
        };
      });
    } catch (error) {
      // A refusal carries the spec's words (card errors, purchase failures); anything else is
      // the generic purchase failure.
      const worded = error instanceof ApiError || error instanceof CardTokenError;
      setProgress({ completedSteps: 0, failure: worded ? error.message : PURCHASE_FAILED });
      return;
    }
    rememberOrder(invoice);
    void forgetRegistrationDrafts(sessionId);
    setProgress({ completedSteps: 1, failure: null });
    await waitForReceipt(invoice);
    setProgress({ completedSteps: 2, failure: null });
    // The dashboard reads the new plan and services when it opens.
    await queryClient.invalidateQueries();
    setProgress({ completedSteps: 3, failure: null });
  };

  return (
    <>
      <OrderSummary order={order} />
      <form
        className="ch-registration-checkout__payment"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <CardForm form={card} isDisabled={busy} />
        <BillingAddressForm form={billing} isDisabled={busy} />
        <p className="ch-registration-checkout__terms">
          By paying you agree to Charter's <a href="/terms">terms of service</a>.
        </p>
        <FormActions>
          <LinkButton to="/registration/review" variant="secondary">
            Back
          </LinkButton>
          <Button type="submit" isDisabled={busy}>
            Checkout &amp; Pay
          </Button>
        </FormActions>
      </form>
      <PurchaseProgressOverlay
        isOpen={busy}
        variant="registration"
        completedSteps={progress?.completedSteps ?? 0}
        failure={progress?.failure ?? null}
        onComplete={() => navigate('/registration/order-confirmation', { replace: true })}
        onReset={() => setProgress(null)}
      />
    </>
  );
}

/** /registration/checkout: for the owner page5 just signed in. */
export function RegistrationCheckoutPage() {
  const session = useSession();
  const sessionId = readSessionId();
  const order = useRegistrationOrder(sessionId ?? '');
  if (!sessionId) return <Redirect to="/registration/page1" replace />;
  if (session.status !== 'signed-in') return <Redirect to="/registration/page5" replace />;
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
