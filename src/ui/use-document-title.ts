import { useEffect } from 'react';

const APP_NAME = 'Charter';

/** Gives each screen its own tab title (WCAG 2.4.2), announced on client-side navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
