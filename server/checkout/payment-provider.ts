import { encodeBracketForm, type FormParams } from '../payments/form-encoding';
import type { ProviderTransport } from './provider-transports';

/*
 * The card payment provider's objects, as far as Charter reads them (the provider's REST
 * shapes: Stripe's, which the sandbox at /payments answers too).
 */

export interface ProviderCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** A card's billing address at the provider; any member may be null. */
export type ProviderAddress = Record<
  'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country',
  string | null
>;

export interface ProviderPaymentMethod {
  id: string;
  /** The customer it is attached to (a saved card), or null. */
  customer: string | null;
  card: ProviderCard;
  billing_details: { name: string | null; address: ProviderAddress | null };
}

export interface ProviderCustomer {
  id: string;
  invoice_settings: { default_payment_method: string | null };
}

export interface ProviderPaymentIntent {
  id: string;
  amount: number;
  status: string;
}

interface ProviderList<T> {
  data: T[];
}

/** The provider's error object, `{ error: { type, code, decline_code, message, param } }`. */
export interface ProviderErrorBody {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

/** A call the provider refused (or could not answer): its status and its error object. */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly body: ProviderErrorBody,
  ) {
    super(body.message);
  }

  /** The card was refused (a decline, an expired card…): the owner can act on it. */
  get isCardError(): boolean {
    return this.body.type === 'card_error';
  }
}

/** The parts of the error object that make sense to relay; anything else is the provider's. */
function errorBodyOf(status: number, text: string): ProviderErrorBody {
  try {
    const { error } = JSON.parse(text) as { error?: ProviderErrorBody };
    if (error && typeof error.message === 'string') return error;
  } catch {
    // Not the provider's JSON (a proxy's error page): told as an api_error below.
  }
  return { type: 'api_error', message: `The payment provider answered ${status}` };
}

export interface PaymentProviderOptions {
  transport: ProviderTransport;
  /** Server-side calls use the secret key; the browser only ever holds the publishable one. */
  secretKey: string;
}

/**
 * A client of the card provider's REST API: form-encoded bodies, the secret key as bearer,
 * an Idempotency-Key on each mutation (the caller derives it, see provider-keys.ts), errors
 * thrown as PaymentProviderError with the provider's own error object.
 */
export function createPaymentProvider({ transport, secretKey }: PaymentProviderOptions) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    params?: FormParams,
    idempotencyKey?: string,
  ): Promise<T> {
    let response;
    try {
      response = await transport({
        method,
        path,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(method === 'POST' ? { body: encodeBracketForm(params ?? {}) } : {}),
      });
    } catch (cause) {
      throw new PaymentProviderError(502, {
        type: 'api_error',
        message: `The payment provider could not be reached: ${(cause as Error).message}`,
      });
    }
    if (response.status >= 200 && response.status < 300) return JSON.parse(response.body) as T;
    throw new PaymentProviderError(response.status, errorBodyOf(response.status, response.body));
  }

  const id = encodeURIComponent;

  return {
    createCustomer: (
      params: { email: string; name: string; metadata: Record<string, string> },
      idempotencyKey: string,
    ) => call<ProviderCustomer>('POST', '/v1/customers', params, idempotencyKey),

    retrieveCustomer: (customerId: string) =>
      call<ProviderCustomer>('GET', `/v1/customers/${id(customerId)}`),

    setDefaultPaymentMethod: (
      customerId: string,
      paymentMethodId: string,
      idempotencyKey: string,
    ) =>
      call<ProviderCustomer>(
        'POST',
        `/v1/customers/${id(customerId)}`,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        idempotencyKey,
      ),

    /** A payment method from a card token made in the browser. */
    createPaymentMethod: (
      params: { token: string; billing_details?: FormParams },
      idempotencyKey: string,
    ) =>
      call<ProviderPaymentMethod>(
        'POST',
        '/v1/payment_methods',
        { type: 'card', card: { token: params.token }, billing_details: params.billing_details },
        idempotencyKey,
      ),

    /** Changes a card's billing details (name, address…): the members given, the rest kept. */
    updatePaymentMethod: (
      paymentMethodId: string,
      params: { billing_details: FormParams },
      idempotencyKey: string,
    ) =>
      call<ProviderPaymentMethod>(
        'POST',
        `/v1/payment_methods/${id(paymentMethodId)}`,
        params,
        idempotencyKey,
      ),

    retrievePaymentMethod: (paymentMethodId: string) =>
      call<ProviderPaymentMethod>('GET', `/v1/payment_methods/${id(paymentMethodId)}`),

    /** The customer's saved cards, newest first. */
    listPaymentMethods: async (customerId: string) =>
      (
        await call<ProviderList<ProviderPaymentMethod>>(
          'GET',
          `/v1/payment_methods?customer=${id(customerId)}&type=card`,
        )
      ).data,

    attachPaymentMethod: (paymentMethodId: string, customerId: string, idempotencyKey: string) =>
      call<ProviderPaymentMethod>(
        'POST',
        `/v1/payment_methods/${id(paymentMethodId)}/attach`,
        { customer: customerId },
        idempotencyKey,
      ),

    /**
     * Checks the card with its issuer and attaches it to the customer (a confirmed setup intent):
     * a card the issuer refuses throws its card_error and stays unattached.
     */
    verifyAndAttachPaymentMethod: (
      paymentMethodId: string,
      customerId: string,
      idempotencyKey: string,
    ) =>
      call<{ id: string; status: string }>(
        'POST',
        '/v1/setup_intents',
        {
          customer: customerId,
          payment_method: paymentMethodId,
          confirm: true,
          usage: 'off_session',
        },
        idempotencyKey,
      ),

    detachPaymentMethod: (paymentMethodId: string, idempotencyKey: string) =>
      call<ProviderPaymentMethod>(
        'POST',
        `/v1/payment_methods/${id(paymentMethodId)}/detach`,
        {},
        idempotencyKey,
      ),

    /** Charges the card at once (confirmed at creation), in US cents. */
    chargeCard: (
      params: {
        amount: number;
        customer: string;
        payment_method: string;
        description: string;
        metadata: Record<string, string>;
        /** The owner is not there (a renewal): the card is charged on its saved consent. */
        off_session?: boolean;
      },
      idempotencyKey: string,
    ) =>
      call<ProviderPaymentIntent>(
        'POST',
        '/v1/payment_intents',
        // A card that wants 3-D Secure fails as authentication_required instead of waiting
        // for a step Charter's one-call checkout does not have.
        { ...params, currency: 'usd', confirm: true, error_on_requires_action: true },
        idempotencyKey,
      ),
  };
}

export type PaymentProvider = ReturnType<typeof createPaymentProvider>;
