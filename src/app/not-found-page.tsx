import { LinkButton } from '../ui/link-button';
import { useDocumentTitle } from '../ui/use-document-title';
import { Wordmark } from '../ui/wordmark';
import './not-found-page.css';

/**
 * The 404 page (spec foundation §2), also shown after a render crash. It needs nothing but
 * wouter, so it still renders when a provider or a data layer is what crashed.
 */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" tabIndex={-1} className="ch-not-found">
      <Wordmark />
      <p className="ch-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="ch-not-found__title">You have found a secret place.</h1>
      <p className="ch-not-found__text">
        Unfortunately, this is only a 404 page. You may have mistyped the address, or the page has
        been moved to another URL.
      </p>
      <LinkButton to="/">Take me back to home page</LinkButton>
    </main>
  );
}
