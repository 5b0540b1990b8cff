import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './modal.css';

export interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** A line under the title (the annual report's 'Edit Managers'). */
  subtitle?: string;
  children: ReactNode;
  /** Footer buttons. */
  actions?: ReactNode;
  /** Closing by clicking outside; Escape always closes unless this is false too. */
  isDismissable?: boolean;
  /**
   * Escape does not close (e.g. while work that must not be interrupted runs). By default only
   * an alertdialog that cannot be dismissed ignores Escape.
   */
  isKeyboardDismissDisabled?: boolean;
  /** Width in px (spec §9: edit modals 600; a document's preview 960). */
  width?: 480 | 600 | 960;
  /** The alertdialog role for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener,
 * the page behind is inert to screen readers (react-aria).
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  subtitle,
  children,
  actions,
  isDismissable = false,
  width = 600,
  role = 'dialog',
  isKeyboardDismissDisabled = !isDismissable && role === 'alertdialog',
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className="ch-modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={`ch-modal ch-modal--${width}`}>
        <Dialog className="ch-modal__dialog" role={role}>
          <Heading slot="title" className="ch-modal__title">
            {title}
          </Heading>
          {subtitle && <p className="ch-modal__subtitle">{subtitle}</p>}
          <div className="ch-modal__body">{children}</div>
          {actions && <div className="ch-modal__actions">{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
