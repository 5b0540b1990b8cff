import { cardErrorMessage } from '../../src/domain/payments/card-error-messages';
import type { PaymentProviderError } from './payment-provider';

export interface ErrorReply {
  status: number;
  body: { message: string; code?: string | null; decline_code?: string | null };
}

/**
 * What Charter answers for a refused provider call:
 * - a card error: 402 with the provider's code and decline_code and the spec's message for them
 *   (dashboard §8, card error messages), what the checkout modal shows in red;
 * - the request's own mistake (an unknown or used token, a card of another customer): its
 *   status with the provider's code and message;
 * - the provider failing or unreachable, or refusing Charter's key: 502 with `fallback`, as the
 *   owner can do nothing about it but try again later.
 */
export function providerErrorReply(error: PaymentProviderError, fallback: string): ErrorReply {
  const { code = null, decline_code: declineCode = null } = error.body;
  if (error.isCardError) {
    return {
      status: 402,
      body: {
        code,
        decline_code: declineCode,
        message: cardErrorMessage({ code, decline_code: declineCode }),
      },
    };
  }
  if ([400, 404, 409].includes(error.status)) {
    return { status: error.status, body: { code, message: error.message || fallback } };
  }
  return { status: 502, body: { message: fallback } };
}
