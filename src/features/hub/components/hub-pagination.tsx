import { PlainButton } from '../../../ui/plain-button';

/**
 * The page buttons shown: the first, the last, and the current one with its neighbours, with a
 * gap where pages are skipped (1 … 4 5 6 … 12). Every page shows when there are few.
 */
export function pageNumbers(current: number, pages: number): Array<number | 'gap'> {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, at) => {
    const before = shown[at - 1];
    if (before === undefined || page === before + 1) return [page];
    // A single page skipped shows as itself rather than as a gap of one.
    return page === before + 2 ? [before + 1, page] : ['gap' as const, page];
  });
}

export interface HubPaginationProps {
  /** What is paged: 'Guides' names the navigation 'Guides pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous, the pages and Next. At either end Previous or Next says it is unavailable but keeps
 * its place and the focus (a disabled button would drop the focus of whoever just pressed it).
 */
export function HubPagination({ label, page, pages, onPage }: HubPaginationProps) {
  const step = (to: number, text: 'Previous' | 'Next') => {
    const unavailable = to < 1 || to > pages;
    return (
      <li>
        <PlainButton
          variant="ghost"
          className="ch-pagination__step"
          aria-disabled={unavailable || undefined}
          onClick={() => !unavailable && onPage(to)}
        >
          {text}
        </PlainButton>
      </li>
    );
  };
  return (
    <nav className="ch-pagination" aria-label={`${label} pages`}>
      <ul className="ch-pagination__list">
        {step(page - 1, 'Previous')}
        {pageNumbers(page, pages).map((shown, at) =>
          shown === 'gap' ? (
            <li key={`gap-${at}`} className="ch-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={shown}>
              <PlainButton
                variant={shown === page ? 'primary' : 'ghost'}
                className="ch-pagination__page"
                aria-label={`Page ${shown}`}
                aria-current={shown === page ? 'page' : undefined}
                onClick={() => onPage(shown)}
              >
                {shown}
              </PlainButton>
            </li>
          ),
        )}
        {step(page + 1, 'Next')}
      </ul>
    </nav>
  );
}
