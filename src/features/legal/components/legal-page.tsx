import { Link } from 'wouter';
import { longCalendarDate } from '../../../domain/long-date';
import { ContentBlocks } from '../../../ui/content-blocks';
import { Notice } from '../../../ui/notice';
import { SiteFooter } from '../../../ui/site-footer';
import { SkipLink } from '../../../ui/skip-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Wordmark } from '../../../ui/wordmark';
import type { LegalDocument } from '../legal-document';
import './legal-page.css';

/**
 * A public legal page (no sign-in): the logo home, the document with its effective date, what
 * it is (the service's own terms, not legal advice), its sections listed, and the footer's
 * links to both documents.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(document.title);
  return (
    <div className="ch-legal">
      <SkipLink />
      <header className="ch-legal__bar">
        <Link href="/" className="ch-legal__home">
          <Wordmark />
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="ch-legal__main">
        <h1 className="ch-legal__title">{document.title}</h1>
        <p className="ch-legal__effective">Effective {longCalendarDate(document.effective)}</p>
        <Notice className="ch-legal__scope">
          <p>{document.scope}</p>
        </Notice>
        <ContentBlocks blocks={document.introduction} />
        <nav className="ch-legal__contents" aria-labelledby="legal-contents-title">
          <h2 id="legal-contents-title">On this page</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="ch-legal__section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            <ContentBlocks blocks={section.blocks} />
          </section>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
