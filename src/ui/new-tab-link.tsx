import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

/** A page's address as a short name: its host, without www. */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * A link to another site's page (an agency, a source), opened in a new tab so the owner keeps
 * their place here; screen readers are told it opens one.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
