import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClassName, type ButtonVariant } from './button-class';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * Navigation styled as a button: still a real link (opens in a new tab, reads as a link).
 * Kept apart from Button so pages in the entry chunk (the 404 page) do not pull in
 * react-aria.
 */
export function LinkButton({
  to,
  children,
  variant = 'primary',
  className,
  replace,
}: LinkButtonProps) {
  return (
    <Link to={to} replace={replace} className={buttonClassName(variant, className)}>
      {children}
    </Link>
  );
}
