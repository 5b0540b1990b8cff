import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
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
import { Button } from '../../ui/button';
import { RequiredMarker } from '../../ui/native-field-parts';
import { Spinner } from '../../ui/spinner';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import '../../ui/field.css';
import '../../ui/list-popover.css';
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

/**
 * The licence flow's business category (rendered_type avalara_industry_selection, spec
 * foundation §2, §3 "Industry data"): a combo box searching every industry keyword (NAICS titles
 * and the names owners use: "food truck", "hair salon") as the owner types, in the browser on the
 * list fetched once, offline too once fetched. The answer is `keywordId:keywordName`; the clear
 * button sets it to CLEAR, which Continue does not accept.
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
  const text = typed ?? chosen?.keywordName ?? '';
  const results = useMemo(
    () =>
      keywords.data && typed !== null && typed.trim().length >= MIN_QUERY
        ? searchKeywords(indexOf(keywords.data), typed)
        : [],
    [keywords.data, typed],
  );
  // The chosen keyword stays an item of the list, so the combo box shows it as selected.
  const items = useMemo(() => {
    if (!chosen || results.some((k) => k['Keyword ID'] === chosen.keywordId)) return results;
    return [
      ...results,
      { 'Keyword ID': chosen.keywordId, Keyword: chosen.keywordName, naics: '' },
    ] satisfies IndustryKeyword[];
  }, [results, chosen]);

  const choose = (key: string | number | null) => {
    if (key === null) return;
    const keyword = items.find((k) => k['Keyword ID'] === String(key));
    if (!keyword) return;
    setTyped(null);
    onChange(industryAnswerOf(keyword));
  };
  const clear = () => {
    setTyped('');
    onChange(INDUSTRY_CLEARED);
  };

  const descriptionId = field.description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const locked = Boolean(field.disabled || field.readonly_field);
  const searching = typed !== null && typed.trim().length >= MIN_QUERY;

  return (
    <div className="ch-industry" data-invalid={error ? '' : undefined}>
      <ComboBox
        className="ch-field"
        selectedKey={chosen?.keywordId ?? null}
        onSelectionChange={choose}
        inputValue={text}
        onInputChange={setTyped}
        items={items}
        // The list is the search's own ranking: react-aria must not filter it again.
        defaultFilter={() => true}
        allowsEmptyCollection
        menuTrigger="input"
        isDisabled={locked}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      >
        <Label className="ch-field__label">
          {fieldLabel(field)}
          <RequiredMarker isRequired={isRequired} />
        </Label>
        <div className="ch-industry__control">
          <Input id={inputId} className="ch-field__input" placeholder={field.placeholder} />
          {(chosen || text) && !locked && (
            <AriaButton
              className="ch-industry__clear"
              aria-label="Clear the business category"
              // Not the combo box's own button (which opens the list): a plain one beside it.
              slot={null}
              onPress={clear}
            >
              <span aria-hidden="true">×</span>
            </AriaButton>
          )}
        </div>
        {field.description && (
          <Text slot="description" id={descriptionId} className="ch-field__description">
            {field.description}
          </Text>
        )}
        <Popover className="ch-select__popover">
          <ListBox
            className="ch-select__list"
            renderEmptyState={() => (
              <p className="ch-industry__empty">
                {searching
                  ? 'No business category matches. Try another word, such as what you sell or do.'
                  : 'Type what your business does, such as "food truck" or "bookkeeping".'}
              </p>
            )}
          >
            {(keyword: IndustryKeyword) => (
              <ListBoxItem
                id={keyword['Keyword ID']}
                textValue={keyword.Keyword}
                className="ch-select__option"
              >
                {keyword.Keyword}
                {keyword.naics && <span className="ch-industry__code"> · {keyword.naics}</span>}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {error && (
        <p id={errorId} className="ch-field__error">
          {error}
        </p>
      )}
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
        <Button variant="secondary" onPress={() => void keywords.refetch()}>
          Try again
        </Button>
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
