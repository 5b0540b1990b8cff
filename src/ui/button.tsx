import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, type ButtonVariant } from './button-class';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An action button (react-aria handles press, keyboard and focus-visible uniformly). */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName(variant, className)} />;
}
