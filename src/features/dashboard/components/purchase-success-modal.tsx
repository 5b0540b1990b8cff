import type { ProductKey } from '../../../domain/checkout/product-keys';
import {
  LLC_NEEDS_TO_BE_ACTIVE,
  successModalAction,
  successModalNeedsActiveLlc,
} from '../../../domain/services/formation-rules';
import { catalogueItem } from '../../../domain/services/service-catalogue';
import type { ServiceStatus } from '../../../domain/services/service-statuses';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { ModalDialog } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';

export interface PurchaseSuccessModalProps {
  productKey: ProductKey;
  formationStatus: ServiceStatus | undefined;
  /** The button that closes it, back on the screen the purchase was made from. */
  returnLabel: string;
  onClose: () => void;
}

/**
 * After a purchase (spec dashboard §2 "Success modal"): 'Return to Dashboard' (on the Products
 * page 'Return to Products'), and 'Continue' into the service (or 'Go to Business Formation'
 * while the formation is only purchased).
 */
export function PurchaseSuccessModal({
  productKey,
  formationStatus,
  returnLabel,
  onClose,
}: PurchaseSuccessModalProps) {
  const item = catalogueItem(productKey);
  const action = successModalAction(productKey, formationStatus);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Purchase complete"
      width={480}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {returnLabel}
          </Button>
          {action.disabled ? (
            <Button isDisabled>{action.label}</Button>
          ) : (
            <LinkButton to={action.path}>{action.label}</LinkButton>
          )}
        </>
      }
    >
      <p>Thank you! {item.title} is now part of your services; your receipt is in Invoices.</p>
      {successModalNeedsActiveLlc(productKey, formationStatus) && (
        <Notice tone="warning">
          <p>
            <strong>{LLC_NEEDS_TO_BE_ACTIVE}</strong>
          </p>
          <p>We will start {item.title.toLowerCase()} as soon as the state has formed your LLC.</p>
        </Notice>
      )}
    </ModalDialog>
  );
}
