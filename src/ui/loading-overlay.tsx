import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Spinner } from './spinner';
import './modal.css';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  isOpen: boolean;
  /** What is under way, shown and announced: 'Submitting your request…'. */
  label: string;
}

/**
 * A modal spinner over the page while work the owner must wait for runs (a submission, spec
 * foundation §4): the page behind is inert, the focus is kept inside, and neither Escape nor a
 * click outside closes it; the caller closes it when the work has answered.
 */
export function LoadingOverlay({ isOpen, label }: LoadingOverlayProps) {
  return (
    <ModalOverlay
      className="ch-modal-overlay"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <Modal className="ch-modal ch-loading-overlay">
        <Dialog className="ch-modal__dialog ch-loading-overlay__dialog" aria-label={label}>
          <Spinner label={label} showLabel size="large" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
