import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { refreshOwnerQueries } from '../../api/owner-queries';
import type { CheckoutProduct } from '../../domain/checkout/checkout-product';
import { CardTokenError } from './api/create-card-token';
import { PURCHASE_FAILED, type PurchasePayload } from '../../domain/contracts/checkout';
import type { Invoice } from '../../domain/contracts/invoices';
import { orderOf, purchase, subscriptionsOf } from './api/purchase';
import { waitForReceipt } from './api/receipts';
import type { PurchaseProgressOverlayProps } from './components/purchase-progress-overlay';

export interface PurchaseRequest {
  /** What is bought: the payload's subscriptions, one per line. */
  lines: readonly Pick<CheckoutProduct, 'name' | 'price_id'>[];
  /**
   * The rest of the payload. Only called when no earlier request for these lines is waiting to
   * be sent again (see `purchase`).
   */
  build: () => Promise<
    Pick<PurchasePayload, 'individual' | 'description' | 'payment_method_token'>
  >;
  /** Right after the payment, e.g. to remember the order. */
  onPaid?: (invoice: Invoice) => void;
}

/**
 * What the owner reads when a purchase fails (spec dashboard §8): a refusal's own words (a card
 * error, the server's message), otherwise 'Something went wrong while purchasing service'.
 */
export function purchaseFailureMessage(error: unknown): string {
  const worded = error instanceof ApiError || error instanceof CardTokenError;
  return worded && error.message ? error.message : PURCHASE_FAILED;
}

interface Progress {
  completedSteps: number;
  failure: string | null;
}

type OverlayProps = Pick<
  PurchaseProgressOverlayProps,
  'isOpen' | 'completedSteps' | 'failure' | 'onComplete' | 'onReset'
>;

export interface PurchaseProgress {
  /** Pays for `request` with the three-step progress (spec dashboard §4 "Purchase progress"). */
  pay: (request: PurchaseRequest) => Promise<void>;
  /** From 'Checkout & Pay' until the overlay completes or resets after a failure. */
  isPaying: boolean;
  /**
   * The last purchase's failure, once its overlay has reset: what the checkout shows in red
   * until the next attempt. Null while paying, so it is announced as the checkout comes back.
   */
  failure: string | null;
  /** For PurchaseProgressOverlay (the caller picks the variant). */
  overlay: OverlayProps;
}

/**
 * The purchase as every checkout makes it (registration page, dashboard checkout modal): the
 * payment under the kept Idempotency-Key, then the receipt polled until the invoice holds every
 * product, then the caller's refresh; each finished step shown in the overlay. A failure fails
 * step 1; the overlay resets 3 s later and the checkout is as the owner left it.
 */
export function usePurchaseProgress(onComplete: (invoice: Invoice) => void): PurchaseProgress {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const running = useRef(false);
  const queryClient = useQueryClient();

  const pay = useCallback(
    async ({ lines, build, onPaid }: PurchaseRequest) => {
      if (running.current) return;
      running.current = true;
      try {
        setFailure(null);
        setProgress({ completedSteps: 0, failure: null });
        let paid: Invoice;
        try {
          paid = await purchase(
            async () => ({ ...(await build()), subscriptions: subscriptionsOf(lines) }),
            orderOf(lines),
          );
        } catch (error) {
          const message = purchaseFailureMessage(error);
          setFailure(message);
          setProgress({ completedSteps: 0, failure: message });
          return;
        }
        setInvoice(paid);
        onPaid?.(paid);
        setProgress({ completedSteps: 1, failure: null });
        // Paid either way: a receipt that is late still arrives, in the owner's invoices.
        await waitForReceipt(paid);
        setProgress({ completedSteps: 2, failure: null });
        // Step 3, "Configuring Your Dashboard": the owner's cached data brought up to date.
        await refreshOwnerQueries(queryClient).catch(() => undefined);
        setProgress({ completedSteps: 3, failure: null });
      } finally {
        running.current = false;
      }
    },
    [queryClient],
  );

  return {
    pay,
    isPaying: progress !== null,
    failure: progress === null ? failure : null,
    overlay: {
      isOpen: progress !== null,
      completedSteps: progress?.completedSteps ?? 0,
      failure: progress?.failure ?? null,
      onReset: () => setProgress(null),
      onComplete: () => {
        setProgress(null);
        if (invoice) onComplete(invoice);
      },
    },
  };
}
