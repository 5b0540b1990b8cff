import type { BillingAddress } from '../../domain/checkout/billing-address';
import type { CardFormFields } from '../../domain/payments/card-form';
import { createCardToken } from './api/create-card-token';
import { savePaymentMethod, type SavedPaymentMethod } from './api/save-payment-method';
import type { BillingAddressFormState } from './components/billing-address-form';
import type { CardFormState } from './components/card-form';

/**
 * Checks a new card's forms before it is sent (spec dashboard §5: valid card data and a valid
 * billing address): every message shows, and the focus goes to the first field in error, the
 * card's before the address's.
 */
export function checkNewCard(card: CardFormState, billing: BillingAddressFormState): boolean {
  const cardOk = card.checkAll();
  const billingOk = billing.checkAll();
  if (!cardOk) card.focusFirstError();
  else if (!billingOk) billing.focusFirstError();
  return cardOk && billingOk;
}

/**
 * A new card becomes a saved payment method of the owner's customer: the card goes straight to
 * the payment provider for a token (never through Charter), the token and the billing name and
 * address to the checkout service. A refused card throws CardTokenError with the spec's message;
 * with `verify`, a card its issuer declines throws ApiError 402 with the spec's message.
 */
export async function saveNewCard(
  card: CardFormFields,
  address: BillingAddress,
  customerId?: string | null,
  { verify = false }: { verify?: boolean } = {},
): Promise<SavedPaymentMethod> {
  const token = await createCardToken(card);
  return savePaymentMethod(token.id, { name: card.name, address }, customerId, verify);
}
