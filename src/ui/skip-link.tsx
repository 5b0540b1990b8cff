/**
 * The first link of a page with a chrome: straight to its main content (WCAG 2.4.1), shown when
 * focused (the class lives in theme.css).
 */
export function SkipLink() {
  return (
    <a className="ch-skip-link" href="#main">
      Skip to content
    </a>
  );
}
