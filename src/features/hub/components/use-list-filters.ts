import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { SEARCH_DEBOUNCE_MS, type HubFileKind } from '../../../domain/hub/hub-content';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useHubCategories } from '../api/hub-categories';

const CATEGORY_PARAM = 'category_id';

/** The category the address names (?category_id=7), or none. */
function categoryIdOf(value: string | null): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * A listing's category and search (spec §2 "Guides listing page"): the category read from and
 * written to the address (?category_id=, as the hub's category cards link), the search as typed
 * and as the list follows it, a second after the typing stops.
 */
export function useListFilters(kind: HubFileKind) {
  const [params, setParams] = useSearchParams();
  const categories = useHubCategories(kind);
  const asked = categoryIdOf(params.get(CATEGORY_PARAM));
  // A category of the other list, or of none, lists everything rather than nothing.
  const categoryId =
    asked !== null && categories.data?.every((category) => category.category_id !== asked)
      ? null
      : asked;
  const chooseCategory = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  const [searchText, setSearchText] = useState('');
  const typed = searchText.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  return {
    categories,
    categoryId,
    chooseCategory,
    searchText,
    setSearchText,
    // An emptied box lists everything at once: there is nothing to wait for.
    search: typed === '' ? '' : settled,
  };
}
