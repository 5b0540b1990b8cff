import { memo, useId, useState } from 'react';
import type { HubSearchResult } from '../../../domain/hub/hub-search';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useHubSearch } from '../api/hub-search';

const KIND_LABEL: Readonly<Record<HubSearchResult['kind'], string>> = {
  articles: 'Article',
  guides: 'Guide',
  templates: 'Template',
};

/** Search results, each a button that opens its article or preview. */
export function HubResultList({
  results,
  onOpen,
}: {
  results: readonly HubSearchResult[];
  onOpen: (result: HubSearchResult) => void;
}) {
  return (
    <ul className="ch-hub-search__list">
      {results.map((result) => (
        <li key={result.id}>
          <button type="button" className="ch-hub-search__result" onClick={() => onOpen(result)}>
            <span className="ch-hub-search__kind">{KIND_LABEL[result.kind]}</span>
            <span className="ch-hub-search__name">{result.name}</span>
            <span className="ch-hub-search__description">{result.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Results listed at most; the listing pages hold the rest. */
const MAX_RESULTS = 8;

/**
 * Search over the whole hub (issue 28): as the owner types, in the browser, with the index the
 * content service built (offline too once it was loaded). A result opens its article or preview.
 * Memoised: the page's own state (an open modal, its lower sections shown) does not render it.
 */
export const HubSearch = memo(function HubSearch({
  onOpen,
}: {
  onOpen: (result: HubSearchResult) => void;
}) {
  const [text, setText] = useState('');
  const search = useHubSearch(text);
  const inputId = useId();
  const results = search.data ?? [];
  const typed = text.trim() !== '';
  return (
    <div role="search" className="ch-hub-search">
      <label htmlFor={inputId} className="ch-hub-search__label">
        Search guides, templates and articles
      </label>
      <input
        id={inputId}
        className="ch-hub-search__input"
        type="search"
        value={text}
        maxLength={128}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <div aria-live="polite" className="ch-hub-search__results">
        {!typed ? null : search.isError ? (
          <p>Search is not available right now. Connect to the internet once to load it.</p>
        ) : search.isLoading ? (
          <TextSkeleton label="Searching" width="14ch" />
        ) : results.length === 0 ? (
          <p>Nothing in the Business Hub matches “{text.trim()}”.</p>
        ) : (
          <>
            <p className="ch-visually-hidden">
              {results.length} {results.length === 1 ? 'result' : 'results'}
            </p>
            <HubResultList results={results.slice(0, MAX_RESULTS)} onOpen={onOpen} />
          </>
        )}
      </div>
    </div>
  );
});
