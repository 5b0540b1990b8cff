import type { ReactNode } from 'react';
import './notice.css';

export interface NoticeProps {
  tone?: 'info' | 'warning' | 'error';
  /** alert: announced at once (errors that stop the owner); none for standing guidance. */
  role?: 'alert' | 'status';
  children: ReactNode;
  className?: string;
}

/** A boxed message in the flow of a page: guidance, a warning, or an error. */
export function Notice({ tone = 'info', role, children, className }: NoticeProps) {
  return (
    <div
      className={['ch-notice', `ch-notice--${tone}`, className].filter(Boolean).join(' ')}
      role={role}
    >
      {children}
    </div>
  );
}

/** The row of a form's buttons: Back on the left, the main action on the right. */
export function FormActions({ children, single }: { children: ReactNode; single?: boolean }) {
  // One action alone (a first page's Continue) spans the row.
  return (
    <div className={single ? 'ch-form-actions ch-form-actions--single' : 'ch-form-actions'}>
      {children}
    </div>
  );
}
