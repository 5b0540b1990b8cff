import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Shared by Button and LinkButton so an action and a navigation look alike. */
export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return ['ch-button', `ch-button--${variant}`, className].filter(Boolean).join(' ');
}
