import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from './button-class';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  /** 'submit' sends its form (a question page's Continue); a plain button otherwise. */
  type?: 'button' | 'submit';
}

/**
 * A native button styled as Button, where react-aria's adds nothing the browser lacks: lists of
 * many (the dashboard's cards), and the question pages, whose first screen must not wait for
 * react-aria's press handling to download (decision 0046). As accessible, and far cheaper to
 * load and render on a slow phone.
 */
export function PlainButton({
  variant = 'primary',
  type = 'button',
  className,
  ...props
}: PlainButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
