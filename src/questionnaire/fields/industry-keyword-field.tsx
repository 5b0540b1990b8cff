import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  INDUSTRY_CODES_FAILURE,
  industryKeywordsQuery,
  lookupFailure,
} from '../../api/industry-data';
import type { IndustryKeyword } from '../../domain/contracts/business-license';
import {
  chosenIndustry,
  INDUSTRY_CLEARED,
  industryAnswerOf,
} from '../../domain/business-license/industry-answer';
import {
  indexKeywords,
  searchKeywords,
  type KeywordIndex,
} from '../../domain/business-license/keyword-search';
import { PlainButton } from '../../ui/plain-button';
import { helpIdsOf, NativeFieldHelp, RequiredMarker } from '../../ui/native-field-parts';
import { Spinner } from '../../ui/spinner';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import '../../ui/field.css';
import './industry-keyword-field.css';

/** Each fetched list is indexed once, however often the field is shown (a modal, a revisit). */
const indexes = new WeakMap<readonly IndustryKeyword[], KeywordIndex>();

function indexOf(keywords: readonly IndustryKeyword[]): KeywordIndex {
  let index = indexes.get(keywords);
  if (!index) {
    index = indexKeywords(keywords);
    indexes.set(keywords, index);
  }
  return index;
}

/** What the list offers while nothing is typed: nothing to rank, so a prompt instead. */
const MIN_QUERY = 1;

/** How the list of matches reads, for screen readers as it changes. */
function matchesAnnounced(count: number, searching: boolean): string {
  if (!searching) return '';
  if (count === 0) return 'No business category matches.';
  return count === 1 ? '1 business category matches.' : `${count} business categories match.`;
}

/**
 * The licence flow's business category (rendered_type avalara_industry_selection, spec
 * foundation §2, §3 "Industry data"): a combo box searching every industry keyword (NAICS titles
 * and the names owners use: "food truck", "hair salon") as the owner types, in the browser on the
 * list fetched once, offline too once fetched. The answer is `keywordId:keywordName`; the clear
 * button sets it to CLEAR, which Continue does not accept.
 *
 * The platform's input with the WAI-ARIA combo box pattern (list of matches by
 * aria-activedescendant, arrows, Enter, Escape) rather than a widget library: the page is a
 * question page, whose first screen stays within its script budget (decision 0046).
 */
export function IndustryKeywordFieldRenderer({
  field,
  value,
  error,
  isRequired,
  inputId,
  onChange,
}: FieldRendererProps) {
  const keywords = useQuery(industryKeywordsQuery);
  const chosen = chosenIndustry(value);
  // What the input shows: the chosen keyword's name until the owner types something else.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = typed ?? chosen?.keywordName ?? '';
  const searching = typed !== null && typed.trim().length >= MIN_QUERY;
  const results = useMemo(
    () => (keywords.data && searching ? searchKeywords(indexOf(keywords.data), typed!) : []),
    [keywords.data, searching, typed],
  );

  const listId = `${inputId}-matches`;
  const labelId = `${inputId}-label`;
  const optionId = (at: number) => `${inputId}-match-${at}`;
  const help = helpIdsOf(inputId, field.description, error);
  const locked = Boolean(field.disabled || field.readonly_field);
  const shown = open && typed !== null && keywords.data !== undefined;

  const type = (next: string) => {
    setTyped(next);
    setActive(-1);
    setOpen(true);
  };
  const choose = (keyword: IndustryKeyword) => {
    setTyped(null);
    setOpen(false);
    onChange(industryAnswerOf(keyword));
  };
  const clear = () => {
    setTyped('');
    setOpen(false);
    onChange(INDUSTRY_CLEARED);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + results.length) % results.length);
    } else if (event.key === 'Enter' && shown && active >= 0 && results[active]) {
      // Enter chooses the match, rather than sending the page.
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="ch-field ch-industry" data-invalid={error ? '' : undefined}>
      <label id={labelId} className="ch-field__label" htmlFor={inputId}>
        {fieldLabel(field)}
        <RequiredMarker isRequired={isRequired} />
      </label>
      <div className="ch-industry__control">
        <input
          id={inputId}
          className="ch-field__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={help.describedBy}
          autoComplete="off"
          placeholder={field.placeholder}
          value={text}
          disabled={locked}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          // Leaving without choosing keeps the answer: the input shows it again.
          onBlur={() => {
            setOpen(false);
            if (typed !== '') setTyped(null);
          }}
        />
        {(chosen || text) && !locked && (
          <button
            type="button"
            className="ch-industry__clear"
            aria-label="Clear the business category"
            onClick={clear}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="ch-industry__matches"
          hidden={!shown}
        >
          {results.map((keyword, at) => (
            <li
              key={keyword['Keyword ID']}
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              className="ch-select__option"
              data-focused={at === active ? '' : undefined}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(keyword);
              }}
            >
              {keyword.Keyword}
              <span className="ch-industry__code"> · {keyword.naics}</span>
            </li>
          ))}
          {results.length === 0 && (
            <li role="presentation" className="ch-industry__empty">
              {searching
                ? 'No business category matches. Try another word, such as what you sell or do.'
                : 'Type what your business does, such as "food truck" or "bookkeeping".'}
            </li>
          )}
        </ul>
      </div>
      <p className="ch-visually-hidden" aria-live="polite">
        {shown ? matchesAnnounced(results.length, searching) : ''}
      </p>
      <NativeFieldHelp ids={help} description={field.description} error={error} />
      <KeywordListStatus keywords={keywords} />
    </div>
  );
}

/** Loading, waiting for a connection, or failed with a way to try again. */
function KeywordListStatus({
  keywords,
}: {
  keywords: ReturnType<typeof useQuery<IndustryKeyword[]>>;
}) {
  if (keywords.isError) {
    return (
      <div className="ch-industry__status">
        <span className="ch-field__error" role="alert">
          {lookupFailure(INDUSTRY_CODES_FAILURE, keywords.error)}
        </span>
        <PlainButton variant="secondary" onClick={() => void keywords.refetch()}>
          Try again
        </PlainButton>
      </div>
    );
  }
  if (keywords.isPending && keywords.fetchStatus === 'paused') {
    return (
      <p className="ch-field__description">
        Waiting for a connection to load the business categories…
      </p>
    );
  }
  if (keywords.isPending) {
    return <Spinner label="Loading the business categories…" showLabel />;
  }
  return null;
}
