import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isProductKey } from '../../src/domain/checkout/product-keys';
import { callerKeyOwner } from '../api/bearer-authentication';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { PURCHASE_FAILED, type PurchasePayload } from '../../src/domain/contracts/checkout';
import type { Account } from '../services/accounts';
import { markServicesPurchased } from '../services/service-statuses';
import {
  invoiceResponse,
  recordInvoice,
  type InvoiceResponse,
  type StoredInvoice,
} from './invoices';
import { priceOrder, type PricedLine } from './order-pricing';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
} from './payment-provider';
import { providerErrorReply, type ErrorReply } from './provider-error-replies';
import { ownerCustomerId } from './provider-customer';
import { providerKey } from './provider-keys';
import { claimPurchase, releasePurchaseClaims } from './purchase-claims';
import { purchasedTier, tierAfter } from './purchased-tier';
import { orderStateFeeRefusal } from './state-fee-rules';
import type { ReceiptPreparation } from './receipt-preparation';
import { attachCard, type StepKey } from './saved-cards';
import { startSubscriptions } from './subscriptions';
import { planComplianceReminders } from '../compliance/compliance-reminders';
import type { JobEngine } from '../jobs/job-engine';

export type PurchaseOutcome = { paid: InvoiceResponse } | { refused: ErrorReply };

/** What the provider did for a purchase: whom it charged, on which card, by which charge. */
interface Payment {
  customerId: string;
  method: ProviderPaymentMethod;
  /** null when nothing was charged. */
  intent: ProviderPaymentIntent | null;
}

interface PurchaseServiceOptions {
  db: Database;
  provider: PaymentProvider;
  receipts: ReceiptPreparation;
  /** Where a renewal's compliance reminders are scheduled, with the invoice. */
  jobs: JobEngine;
  log: FastifyBaseLogger;
}

/**
 * Registration asks no name: an owner without one is named by the purchase's billed-to names,
 * so the dashboard greets them by name and later purchases are billed to the same person.
 */
function withBilledToNames<T extends { firstName: string; lastName: string }>(
  owner: T,
  payload: PurchasePayload,
): T {
  if (owner.firstName || owner.lastName) return owner;
  const { first_name: firstName, last_name: lastName } = payload.individual;
  return { ...owner, firstName, lastName };
}

/**
 * A purchase at checkout: prices the order from the catalogue, checks that its state fees go
 * with their filings (state-fee-rules), charges its total once, then
 * records at once, in one transaction, the invoice, the services bought (PURCHASED), the plan
 * a package buys, the yearly subscriptions and the receipt's job; the receipt follows in the
 * background.
 *
 * Every provider call carries a key derived from the purchase's own Idempotency-Key, and the
 * invoice is unique per purchase: a purchase retried after a failure half-way charges the
 * card once and records one invoice.
 */
export class PurchaseService {
  constructor(private readonly options: PurchaseServiceOptions) {}

  async purchase(
    account: Account,
    payload: PurchasePayload,
    requestKey: string,
  ): Promise<PurchaseOutcome> {
    const { db, provider } = this.options;
    const order = await priceOrder(db, payload.subscriptions);
    if ('refused' in order) return { refused: { status: 422, body: { message: order.refused } } };
    const feeRefusal = await orderStateFeeRefusal(db, order.lines);
    if (feeRefusal) return { refused: { status: 422, body: { message: feeRefusal } } };

    const owner = callerKeyOwner({ individualId: account.id });
    const purchaseKey = `${owner}:${requestKey}`;
    // Before any charge: a service the owner has, or another purchase is paying for, is not
    // charged again.
    const claim = await claimPurchase(db, account.id, purchaseKey, order.lines);
    if ('refused' in claim) return { refused: { status: 422, body: { message: claim.refused } } };
    const keyOf: StepKey = (step) => providerKey(step, owner, requestKey);
    const description = payload.description?.trim() || 'Charter purchase';
    let paid: Payment;
    try {
      // A customer made now carries the billed-to names when the account has none yet (they
      // become the account's below).
      const customerId = await ownerCustomerId(db, provider, withBilledToNames(account, payload));
      const card = await attachCard(provider, customerId, payload.payment_method_token, keyOf);
      const intent = await this.charge(
        { ...card, customerId, keyOf, account, description },
        order.total,
      );
      paid = { customerId, method: card.method, intent };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // A refusal (4xx) charged nothing: the owner may buy again at once. Not a 409: the
      // provider is still running a request under this purchase's keys, which may charge. After
      // that or any other failure the claim stays for this purchase's retry (same key) to find
      // out, and lapses after its lifetime.
      if (error.status < 500 && error.status !== 409) await releasePurchaseClaims(db, purchaseKey);
      return { refused: providerErrorReply(error, PURCHASE_FAILED) };
    }

    const stored = await this.record({
      account,
      payload,
      description,
      purchaseKey,
      lines: order.lines,
      total: order.total,
      ...paid,
    });
    this.options.receipts.start(stored);
    return { paid: invoiceResponse(stored, null) };
  }

  /**
   * Charges the total; nothing when the order costs nothing this year (a registered agent
   * alone), as the provider charges no less than 50 cents. A card this purchase saved and the
   * bank declined is not kept among the owner's cards.
   */
  private async charge(
    attempt: {
      method: ProviderPaymentMethod;
      newlyAttached: boolean;
      customerId: string;
      keyOf: StepKey;
      account: Account;
      description: string;
    },
    total: number,
  ): Promise<ProviderPaymentIntent | null> {
    if (total === 0) return null;
    const { provider, log } = this.options;
    try {
      return await provider.chargeCard(
        {
          amount: total,
          customer: attempt.customerId,
          payment_method: attempt.method.id,
          description: attempt.description,
          metadata: { individual_id: String(attempt.account.id) },
        },
        attempt.keyOf('charge'),
      );
    } catch (error) {
      if (error instanceof PaymentProviderError && error.isCardError && attempt.newlyAttached) {
        await provider
          .detachPaymentMethod(attempt.method.id, attempt.keyOf('release'))
          .catch((cause: unknown) => log.warn({ err: cause }, 'declined card not released'));
      }
      throw error;
    }
  }

  private record(
    paid: Payment & {
      account: Account;
      payload: PurchasePayload;
      description: string;
      purchaseKey: string;
      lines: PricedLine[];
      total: number;
    },
  ): Promise<StoredInvoice> {
    const individualId = paid.account.id;
    const paidAt = new Date();
    const names = paid.lines.map((line) => line.productName);
    return this.options.db.transaction(async (tx) => {
      const { stored, recorded } = await recordInvoice(tx, {
        individualId,
        purchaseKey: paid.purchaseKey,
        customerId: paid.customerId,
        paymentIntentId: paid.intent?.id ?? null,
        description: paid.description,
        total: paid.total,
        currency: 'usd',
        cardBrand: paid.method.card.brand,
        cardLast4: paid.method.card.last4,
        billedTo: paid.payload.individual,
        paidAt,
        lines: paid.lines.map(({ productName, priceId, unitPrice, amount }) => ({
          productName,
          priceId,
          unitPrice,
          amount,
        })),
      });
      // The invoice and the services' statuses now say what the claim said.
      await releasePurchaseClaims(tx, paid.purchaseKey);
      if (!recorded) return stored;
      // Committed with the invoice: the receipt is written even if this process stops first.
      await this.options.receipts.scheduleWith(tx, stored);

      // State fees are invoice lines, not services (dashboard §3).
      await markServicesPurchased(tx, individualId, names.filter(isProductKey), paidAt);
      // Locked, so two purchases at once cannot lower the plan the other one raised.
      const [current] = await tx
        .select({
          tier: accounts.tier,
          businessState: accounts.businessState,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
        })
        .from(accounts)
        .where(eq(accounts.id, individualId))
        .for('update');
      const tier = tierAfter(current?.tier ?? null, purchasedTier(names));
      // The first purchase (the registration's) names the business's state; the dashboard
      // lists its prices and state fees from then on.
      const businessState = current?.businessState ?? paid.lines[0]?.state ?? null;
      // Registration asks no name: see withBilledToNames.
      const { firstName, lastName } = withBilledToNames(
        { firstName: current?.firstName ?? '', lastName: current?.lastName ?? '' },
        paid.payload,
      );
      await tx
        .update(accounts)
        .set({ tier, businessState, firstName, lastName })
        .where(eq(accounts.id, individualId));
      const recurring = paid.lines.filter((line) => line.subscriptionInterval !== null);
      await startSubscriptions(tx, {
        individualId,
        customerId: paid.customerId,
        paymentMethodId: paid.method.id,
        products: recurring,
      });
      // A renewal is a date of the owner's compliance calendar: its reminders (decision 0052).
      if (recurring.length > 0) {
        await planComplianceReminders(this.options.jobs, tx, individualId, paidAt);
      }
      return stored;
    });
  }
}
