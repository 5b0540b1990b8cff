import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from './button-class';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
}

/**
 * A native button styled as Button, for lists of many (the dashboard's cards): a browser button
 * is as accessible and costs far less to render on a slow phone than react-aria's.
 */
export function PlainButton({ variant = 'primary', className, ...props }: PlainButtonProps) {
  return <button type="button" className={buttonClassName(variant, className)} {...props} />;
}
