import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** The tab title; defaults to `title` when that is plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Extra header content under the subtitle (e.g. the plan badge). */
  children?: ReactNode;
}

/** The one h1 of a screen, with optional subtitle and actions. */
export function PageHeader({ title, documentTitle, subtitle, actions, children }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <header className="ch-page-header">
      <div>
        <h1 className="ch-page-header__title">{title}</h1>
        {subtitle ? <p className="ch-page-header__subtitle">{subtitle}</p> : null}
        {children ? <div className="ch-page-header__extra">{children}</div> : null}
      </div>
      {actions ? <div className="ch-page-header__actions">{actions}</div> : null}
    </header>
  );
}
