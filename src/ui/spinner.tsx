import { VisuallyHidden } from './visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
  size?: 'medium' | 'large';
}

/** A busy indicator announced through a status live region. */
export function Spinner({ label, showLabel = false, size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" className={`ch-spinner ch-spinner--${size}`}>
      <span className="ch-spinner__circle" aria-hidden="true" />
      {showLabel ? (
        <span className="ch-spinner__label">{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
