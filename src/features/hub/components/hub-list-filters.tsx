import { useId, useRef } from 'react';
import type { HubCategories } from '../../../domain/contracts/hub-files';
import { HUB_SEARCH_MAX_LENGTH, type HubFileKind } from '../../../domain/hub/hub-content';
import { PlainButton } from '../../../ui/plain-button';
import { SearchField } from '../../../ui/search-field';
import '../../../ui/field.css';

type Category = HubCategories['data'][number];

export interface HubListFiltersProps {
  kind: HubFileKind;
  categories: {
    data: readonly Category[] | undefined;
    isError: boolean;
    refetch: () => unknown;
  };
  categoryId: number | null;
  onCategory: (categoryId: number | null) => void;
  /** The search box's text as typed (the list follows it a second after the typing stops). */
  searchText: string;
  onSearchText: (text: string) => void;
}

/**
 * The list's category and search (spec §2 "Guides listing page"): the platform's own select
 * (the phone's picker, nothing to download), cleared by its first option or by Clear, and a
 * search box.
 */
export function HubListFilters({
  kind,
  categories,
  categoryId,
  onCategory,
  searchText,
  onSearchText,
}: HubListFiltersProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const problemId = `${id}-category-problem`;
  return (
    <div className="ch-hub-filters" role="search" aria-label={`Find ${kind}`}>
      <div className="ch-field ch-hub-filters__category">
        <label className="ch-field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <div className="ch-hub-filters__category-row">
          <select
            ref={select}
            id={`${id}-category`}
            className="ch-field__select"
            value={categoryId ?? ''}
            onChange={(event) => onCategory(event.target.value ? Number(event.target.value) : null)}
            aria-describedby={categories.isError ? problemId : undefined}
          >
            <option value="">Select Category</option>
            {categories.data?.map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {category.category_name}
              </option>
            ))}
          </select>
          {categoryId !== null && (
            <PlainButton
              variant="ghost"
              aria-label="Clear category"
              onClick={() => {
                onCategory(null);
                // The button goes with the category: the focus stays on the filter it cleared.
                select.current?.focus();
              }}
            >
              Clear
            </PlainButton>
          )}
        </div>
        {categories.isError && (
          <p id={problemId} className="ch-field__error">
            The categories could not be loaded.{' '}
            <PlainButton variant="ghost" onClick={() => void categories.refetch()}>
              Try again
            </PlainButton>
          </p>
        )}
      </div>
      <SearchField
        className="ch-hub-filters__search"
        value={searchText}
        onChange={onSearchText}
        placeholder={`Search ${kind}`}
        maxLength={HUB_SEARCH_MAX_LENGTH}
      />
    </div>
  );
}
