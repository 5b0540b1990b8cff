import { readJson } from '../../../api/http';
import { runtimeConfig } from '../../../api/runtime-config';
import type { RuntimeConfig } from '../../../domain/runtime-config';
import { cardErrorMessage } from '../../../domain/payments/card-error-messages';
import type { CardFormFields } from '../../../domain/payments/card-form';

/** The provider's token: its id stands for the card from now on (spec dashboard §7). */
export interface CardToken {
  id: string;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    name: string | null;
  };
}

/** A refused card: the provider's code and decline code, and the spec's message for them. */
export class CardTokenError extends Error {
  override name = 'CardTokenError';
  constructor(
    message: string,
    readonly code: string | null,
    readonly declineCode: string | null,
    /** The card field at fault, in the provider's bracket notation (`card[number]`). */
    readonly param: string | null,
  ) {
    super(message);
  }
}

type ProviderAccess = RuntimeConfig['payments'];

/**
 * The card as the provider's form fields, in its bracket notation. The expiry goes as typed
 * (MM and YY): the provider reads a two-digit year as this century's. An empty name is left
 * out rather than sent blank, as the provider's own client does.
 */
function cardTokenParams(card: CardFormFields): URLSearchParams {
  const [month = '', year = ''] = card.expiryDate.split('/');
  const params = new URLSearchParams({
    'card[number]': card.cardNumber.replace(/\D/g, ''),
    'card[exp_month]': month,
    'card[exp_year]': year,
    'card[cvc]': card.cvc,
  });
  const name = card.name.trim();
  if (name) params.set('card[name]', name);
  return params;
}

interface ProviderErrorBody {
  error?: { code?: string; decline_code?: string; param?: string };
}

function refusalOf(body: unknown): CardTokenError {
  const error = (body as ProviderErrorBody | null)?.error ?? {};
  const code = error.code ?? null;
  const declineCode = error.decline_code ?? null;
  return new CardTokenError(
    cardErrorMessage({ code, decline_code: declineCode }),
    code,
    declineCode,
    error.param ?? null,
  );
}

/**
 * POST {payments.baseUrl}/v1/tokens with the publishable key: the card goes straight to the
 * provider, never through Charter's API. A refusal throws a CardTokenError worded as the spec's
 * card error messages (dashboard §8); a network failure throws as fetch does.
 */
export async function createCardToken(
  card: CardFormFields,
  provider: ProviderAccess = runtimeConfig().payments,
): Promise<CardToken> {
  const response = await fetch(`${provider.baseUrl}/v1/tokens`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${provider.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: cardTokenParams(card).toString(),
  });
  const body = await readJson(response);
  if (!response.ok) throw refusalOf(body);
  return body as CardToken;
}
