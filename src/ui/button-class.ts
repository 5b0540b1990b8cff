import './button.css';

/** `danger`: an action that cannot be undone (deleting the account). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Shared by Button and LinkButton so an action and a navigation look alike. */
export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return ['ch-button', `ch-button--${variant}`, className].filter(Boolean).join(' ');
}
