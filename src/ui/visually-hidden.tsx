import type { ReactNode } from 'react';

/** Text for assistive technology only (the class lives in theme.css). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ch-visually-hidden">{children}</span>;
}
