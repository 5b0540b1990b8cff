import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  paymentCardTokens,
  paymentCustomers,
  paymentMethods,
  type paymentIntents,
} from '../db/schema';
import { resourceMissing } from './stripe-errors';

export type TokenRow = typeof paymentCardTokens.$inferSelect;
export type CustomerRow = typeof paymentCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type IntentRow = typeof paymentIntents.$inferSelect;

/** A payment method with the tokenised card it was made from (its brand, last4, expiry…). */
export interface PaymentMethodWithCard {
  method: PaymentMethodRow;
  token: TokenRow;
}

/*
 * Lookups shared by the routes. Each throws the provider's resource_missing: 404 for the
 * URL's own object, 400 naming `param` when a parameter points at it.
 */

export async function requireCustomer(
  db: Database,
  id: string,
  param: string | null = null,
): Promise<CustomerRow> {
  const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.id, id));
  if (!customer) throw resourceMissing('customer', id, param);
  return customer;
}

export function paymentMethodsWithCards(db: Database) {
  return db
    .select({ method: paymentMethods, token: paymentCardTokens })
    .from(paymentMethods)
    .innerJoin(paymentCardTokens, eq(paymentCardTokens.id, paymentMethods.tokenId));
}

export async function requirePaymentMethod(
  db: Database,
  id: string,
  param: string | null = null,
): Promise<PaymentMethodWithCard> {
  const [found] = await paymentMethodsWithCards(db).where(eq(paymentMethods.id, id));
  if (!found) throw resourceMissing('PaymentMethod', id, param);
  return found;
}
