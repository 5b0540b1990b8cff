import { and, eq, gt, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { isProductKey } from '../../src/domain/checkout/product-keys';
import {
  nextRenewalDate,
  RENEWAL_NOTICE_DAYS_BEFORE,
  renewalRetryDate,
} from '../../src/domain/checkout/renewal-schedule';
import { addCalendarDays } from '../../src/domain/estimates/calendar-date';
import { CARD_BRAND_NAMES, isCardBrand } from '../../src/domain/payments/payment-method';
import { callerKeyOwner } from '../api/bearer-authentication';
import type { Database } from '../db/database';
import { accounts, checkoutProducts, subscriptions } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { recordInvoice, type StoredInvoice } from './invoices';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentMethod,
} from './payment-provider';
import { providerKey } from './provider-keys';
import type { ReceiptPreparation } from './receipt-preparation';
import { renewalMail, type RenewalEvent } from './renewal-mail';
import {
  ACTIVE_SUBSCRIPTION,
  ENDED_SUBSCRIPTION,
  LAPSED_SUBSCRIPTION,
  PAST_DUE_SUBSCRIPTION,
  renewalCardId,
  RUNNING_SUBSCRIPTIONS,
} from './subscriptions';

/** The renewals' round: hourly (UTC), so a day's renewals go out within its first hour. */
export const RENEWALS_JOB = 'renewals';
const RENEWALS_CRON = '5 * * * *';
/** One renewal mail, keyed by its subscription, renewal and event. */
const RENEWAL_MAIL_JOB = 'renewal-mail';

/** What the bank said when it gave no words (no card at all, mostly). */
const NO_CARD = 'There is no card on file to charge.';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What one round did, for the ops command and the tests. */
export interface RenewalRound {
  day: string;
  noticed: number;
  ended: number;
  charged: number;
  declined: number;
  lapsed: number;
}

interface RenewalServiceOptions {
  db: Database;
  provider: PaymentProvider;
  receipts: ReceiptPreparation;
  jobs: JobEngine;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The UTC day of an instant: the day renewals are dated in (subscriptions.ts). */
export function renewalDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** '{title} renewal, {from} to {to}': the invoice's and the charge's description. */
function renewalDescription(row: SubscriptionRow): string {
  const title = isProductKey(row.productName) ? productTitle(row.productName) : row.productName;
  return `${title} renewal, ${row.renewsOn} to ${nextRenewalDate(row.renewsOn)}`;
}

function cardLabel(method: ProviderPaymentMethod): string {
  const brand = isCardBrand(method.card.brand) ? CARD_BRAND_NAMES[method.card.brand] : 'Card';
  return `your ${brand} ending in ${method.card.last4}`;
}

/**
 * The yearly renewals (issue 30 point 6, decision 0088). A round, for a day: mails the 30-day
 * notice of each renewal coming, ends each renewal cancelled at its period's end (nothing
 * charged), and charges each renewal due — on its date, then 3, 7 and 14 days after a decline,
 * after which the service lapses. Each step is told by mail (the charge by its receipt).
 *
 * Charged once per period, however many rounds run at once or run again after a crash: each
 * attempt's provider call carries a key derived from the subscription, its renewal date and
 * the attempt (a second call under it is refused while the first runs, and answered the same
 * after), and the invoice is unique per renewal; its recording moves the renewal date on,
 * under the subscription's row lock, only where the date is still the one charged for. The
 * charge itself is the checkout's (the provider's payment intent, off-session), recorded as
 * the checkout records a purchase: the invoice, and its receipt job in the same transaction.
 */
export class RenewalService {
  constructor(private readonly options: RenewalServiceOptions) {
    const { jobs } = options;
    jobs.every(RENEWALS_JOB, RENEWALS_CRON, async (_payload, { now }) => {
      await this.round(renewalDay(now));
    });
    jobs.define(RENEWAL_MAIL_JOB, (payload) => this.sendMail(payload));
  }

  /** A round for `day` (YYYY-MM-DD, UTC): the notices, the ends, then the charges. */
  async round(day: string): Promise<RenewalRound> {
    const done: RenewalRound = { day, noticed: 0, ended: 0, charged: 0, declined: 0, lapsed: 0 };
    done.noticed = await this.sendNotices(day);
    done.ended = await this.endCancelled(day);
    for (const row of await this.due(day)) {
      const outcome = await this.renew(row);
      if (outcome) done[outcome] += 1;
    }
    return done;
  }

  /** Marks each renewal coming within 30 days as told, and schedules its notice. */
  private sendNotices(day: string): Promise<number> {
    return this.takeAndTell(
      and(
        eq(subscriptions.status, ACTIVE_SUBSCRIPTION),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.renewsOn, day),
        lte(subscriptions.renewsOn, addCalendarDays(day, RENEWAL_NOTICE_DAYS_BEFORE)),
        or(
          isNull(subscriptions.noticeSentFor),
          ne(subscriptions.noticeSentFor, subscriptions.renewsOn),
        ),
      ),
      (row) => ({ noticeSentFor: row.renewsOn }),
      { kind: 'notice' },
    );
  }

  /** Ends the renewals cancelled at their period's end once that end has come. */
  private endCancelled(day: string): Promise<number> {
    return this.takeAndTell(
      and(
        inArray(subscriptions.status, RUNNING_SUBSCRIPTIONS),
        eq(subscriptions.cancelAtPeriodEnd, true),
        lte(subscriptions.renewsOn, day),
      ),
      () => ({ status: ENDED_SUBSCRIPTION, retryOn: null }),
      { kind: 'ended' },
    );
  }

  /**
   * Changes the subscriptions `where` finds, under row locks another round skips (it finds
   * them changed afterwards), and schedules each one's mail in the same transaction.
   */
  private takeAndTell(
    where: SQL | undefined,
    change: (row: SubscriptionRow) => Partial<SubscriptionRow>,
    event: MailPayload['event'],
  ): Promise<number> {
    return this.options.db.transaction(async (tx) => {
      const taken = await tx
        .select()
        .from(subscriptions)
        .where(where)
        .for('update', { skipLocked: true });
      for (const row of taken) {
        await tx.update(subscriptions).set(change(row)).where(eq(subscriptions.id, row.id));
        await this.scheduleMail(tx, row, event);
      }
      return taken.length;
    });
  }

  /** The renewals to charge on `day`: due, not cancelled, and not waiting for a retry's day. */
  private due(day: string): Promise<SubscriptionRow[]> {
    return this.options.db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, RUNNING_SUBSCRIPTIONS),
          eq(subscriptions.cancelAtPeriodEnd, false),
          lte(subscriptions.renewsOn, day),
          or(isNull(subscriptions.retryOn), lte(subscriptions.retryOn, day)),
        ),
      )
      .orderBy(subscriptions.id);
  }

  /** Charges one renewal's attempt and records what came of it; null when another round has it. */
  private async renew(row: SubscriptionRow): Promise<'charged' | 'declined' | 'lapsed' | null> {
    const { provider, db, log } = this.options;
    const attempt = row.declinedCharges + 1;
    const owner = callerKeyOwner({ individualId: row.individualId });
    const requestKey = `renewal:${row.id}:${row.renewsOn}:${attempt}`;
    const [product] = await db
      .select({ unitPrice: checkoutProducts.unitPrice })
      .from(checkoutProducts)
      .where(eq(checkoutProducts.priceId, row.priceId));
    if (!product) return null;
    try {
      const method = await this.cardOf(row);
      if (!method) return await this.declined(row, attempt, NO_CARD);
      const intent = await provider.chargeCard(
        {
          amount: product.unitPrice,
          customer: row.customerId,
          payment_method: method.id,
          description: renewalDescription(row),
          metadata: { individual_id: String(row.individualId), subscription_id: String(row.id) },
          off_session: true,
        },
        providerKey('renewal-charge', owner, requestKey),
      );
      const stored = await this.recordRenewal(row, product.unitPrice, method, intent.id);
      if (!stored) return null;
      this.options.receipts.start(stored);
      return 'charged';
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.isCardError) return await this.declined(row, attempt, error.body.message);
      // 409: another round is charging under this attempt's key. Anything else (the provider
      // down): the same attempt, under the same key, is tried again at the next round.
      if (error.status !== 409)
        log.warn({ err: error, subscription: row.id }, 'renewal not charged');
      return null;
    }
  }

  /** The card charged (renewalCardId), while the customer still has it. */
  private async cardOf(row: SubscriptionRow): Promise<ProviderPaymentMethod | null> {
    const { provider } = this.options;
    const customer = await provider.retrieveCustomer(row.customerId);
    const cardId = renewalCardId(
      row.paymentMethodId,
      customer.invoice_settings.default_payment_method,
    );
    const method = cardId ? await provider.retrievePaymentMethod(cardId) : null;
    return method?.customer === row.customerId ? method : null;
  }

  /**
   * The invoice of a charged renewal, its receipt's job, and the next period, in one
   * transaction; null when the renewal was recorded already (another round, or this attempt
   * before a crash).
   */
  private recordRenewal(
    row: SubscriptionRow,
    price: number,
    method: ProviderPaymentMethod,
    paymentIntentId: string,
  ): Promise<StoredInvoice | null> {
    return this.options.db.transaction(async (tx) => {
      const current = await this.lockCurrent(tx, row);
      if (!current) return null;
      const [owner] = await tx.select().from(accounts).where(eq(accounts.id, row.individualId));
      if (!owner) return null;
      const { stored, recorded } = await recordInvoice(tx, {
        individualId: row.individualId,
        purchaseKey: `renewal:${row.id}:${row.renewsOn}`,
        customerId: row.customerId,
        paymentIntentId,
        description: renewalDescription(row),
        total: price,
        currency: 'usd',
        cardBrand: method.card.brand,
        cardLast4: method.card.last4,
        billedTo: { first_name: owner.firstName, last_name: owner.lastName, email: owner.email },
        paidAt: new Date(),
        lines: [
          { productName: row.productName, priceId: row.priceId, unitPrice: price, amount: price },
        ],
      });
      if (!recorded) return null;
      await this.options.receipts.scheduleWith(tx, stored);
      await tx
        .update(subscriptions)
        .set({
          status: ACTIVE_SUBSCRIPTION,
          renewsOn: nextRenewalDate(row.renewsOn),
          declinedCharges: 0,
          retryOn: null,
          lastDecline: null,
        })
        .where(eq(subscriptions.id, row.id));
      return stored;
    });
  }

  /** A declined attempt: the retry's day and its mail, or, after the last one, the lapse. */
  private declined(
    row: SubscriptionRow,
    attempt: number,
    decline: string,
  ): Promise<'declined' | 'lapsed' | null> {
    return this.options.db.transaction(async (tx) => {
      const current = await this.lockCurrent(tx, row);
      // Another round told this attempt already.
      if (!current || current.declinedCharges !== attempt - 1) return null;
      const retryOn = renewalRetryDate(row.renewsOn, attempt);
      await tx
        .update(subscriptions)
        .set({
          status: retryOn ? PAST_DUE_SUBSCRIPTION : LAPSED_SUBSCRIPTION,
          declinedCharges: attempt,
          retryOn,
          lastDecline: decline,
        })
        .where(eq(subscriptions.id, row.id));
      await this.scheduleMail(
        tx,
        row,
        retryOn ? { kind: 'declined', decline, retryOn } : { kind: 'lapsed', decline },
        `${attempt}`,
      );
      return retryOn ? 'declined' : 'lapsed';
    });
  }

  /** The subscription, locked, while it still runs and renews on the date this round read. */
  private async lockCurrent(tx: Database, row: SubscriptionRow): Promise<SubscriptionRow | null> {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, row.id))
      .for('update');
    const running = (RUNNING_SUBSCRIPTIONS as readonly string[]).includes(current?.status ?? '');
    return current && running && current.renewsOn === row.renewsOn ? current : null;
  }

  /** Schedules one event's mail in the caller's transaction, once per renewal and event. */
  private async scheduleMail(
    tx: Database,
    row: SubscriptionRow,
    event: MailPayload['event'],
    suffix = '',
  ): Promise<void> {
    const payload: MailPayload = {
      subscription_id: row.id,
      individual_id: row.individualId,
      renews_on: row.renewsOn,
      event,
    };
    await this.options.jobs.schedule(
      {
        kind: RENEWAL_MAIL_JOB,
        key: `${RENEWAL_MAIL_JOB}:${row.id}:${row.renewsOn}:${event.kind}${suffix}`,
        runAt: new Date(),
        payload: payload as unknown as Record<string, unknown>,
      },
      tx,
    );
  }

  /** Job: one event's mail, with the price and card as they are when it is sent. */
  private async sendMail(raw: Record<string, unknown>): Promise<void> {
    const payload = raw as unknown as MailPayload;
    const { db, mailer, publicUrl } = this.options;
    const [found] = await db
      .select({ subscription: subscriptions, price: checkoutProducts.unitPrice, owner: accounts })
      .from(subscriptions)
      .innerJoin(checkoutProducts, eq(checkoutProducts.priceId, subscriptions.priceId))
      .innerJoin(accounts, eq(accounts.id, subscriptions.individualId))
      .where(
        and(
          eq(subscriptions.id, payload.subscription_id),
          eq(subscriptions.individualId, payload.individual_id),
        ),
      );
    // Gone with its owner's account.
    if (!found) return;
    const { subscription, price, owner } = found;
    const renewsOn = payload.renews_on;
    let event: RenewalEvent;
    if (payload.event.kind === 'notice') {
      // Cancelled or renewed since: the notice no longer holds.
      if (subscription.cancelAtPeriodEnd || subscription.renewsOn !== renewsOn) return;
      const method = await this.cardOf(subscription).catch(() => null);
      event = { kind: 'notice', renewsOn, price, card: method ? cardLabel(method) : null };
    } else if (payload.event.kind === 'ended') {
      event = { kind: 'ended', renewsOn };
    } else {
      event = { ...payload.event, renewsOn, price };
    }
    await mailer.send(
      renewalMail(
        { email: owner.email, firstName: owner.firstName },
        subscription.productName,
        event,
        publicUrl,
      ),
    );
  }
}

/** A renewal mail job's payload. */
interface MailPayload {
  subscription_id: number;
  individual_id: number;
  renews_on: string;
  event:
    | { kind: 'notice' }
    | { kind: 'ended' }
    | { kind: 'declined'; decline: string; retryOn: string }
    | { kind: 'lapsed'; decline: string };
}
