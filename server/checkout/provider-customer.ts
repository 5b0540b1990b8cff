import { and, eq, isNull } from 'drizzle-orm';
import { callerKeyOwner } from '../api/bearer-authentication';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import type { Account } from '../services/accounts';
import type { PaymentProvider } from './payment-provider';
import { providerKey } from './provider-keys';

/**
 * The owner's customer at the card provider, created on first use and kept as the account's
 * stripe_customer_id (spec foundation §3).
 *
 * The creation's key depends on the owner alone, so a retried first use gets the same customer
 * from the provider rather than a second one (a simultaneous one is refused as in progress);
 * the conditional write keeps whichever id was stored first should they still differ (a key
 * the provider has forgotten after a day).
 */
export async function ownerCustomerId(
  db: Database,
  provider: PaymentProvider,
  account: Account,
): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const customer = await provider.createCustomer(
    {
      email: account.email,
      name: `${account.firstName} ${account.lastName}`.trim(),
      metadata: { individual_id: String(account.id) },
    },
    providerKey('customer', callerKeyOwner({ individualId: account.id }), 'first-use'),
  );
  const [stored] = await db
    .update(accounts)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(accounts.id, account.id), isNull(accounts.stripeCustomerId)))
    .returning({ id: accounts.stripeCustomerId });
  if (stored?.id) return stored.id;
  const [current] = await db
    .select({ id: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, account.id));
  return current!.id!;
}
