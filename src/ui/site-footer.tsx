import { PRIVACY_PATH, PRIVACY_TITLE, TERMS_PATH, TERMS_TITLE } from '../domain/legal/legal-pages';
import { VisuallyHidden } from './visually-hidden';
import './site-footer.css';

const LEGAL_LINKS = [
  { href: TERMS_PATH, text: TERMS_TITLE },
  { href: PRIVACY_PATH, text: PRIVACY_TITLE },
] as const;

/**
 * The footer of the pages outside the dashboard (the questionnaires, the signing page, the legal
 * pages): the provider's copyright line (spec foundation §2 "Questionnaire chrome") and the
 * terms of service and privacy policy. `linksInNewTab` where leaving the page would interrupt
 * the owner (a questionnaire): the page stays as it is.
 */
export function SiteFooter({ linksInNewTab = false }: { linksInNewTab?: boolean }) {
  const opens = linksInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <footer className="ch-site-footer">
      <p>{`© ${new Date().getFullYear()} Charter. All rights reserved.`}</p>
      <nav aria-label="Legal">
        <ul className="ch-site-footer__links">
          {LEGAL_LINKS.map(({ href, text }) => (
            <li key={href}>
              <a href={href} {...opens}>
                {text}
                {linksInNewTab && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
