import { useState, type ComponentType } from 'react';
import type { AddressSearchFieldProps } from '../../address/address-search-field';
import { configuredAddressSearch } from '../../address/address-suggestions';
import {
  addressBlockAnswers,
  addressBlockPrefix,
  addressBlockState,
} from '../../domain/questionnaire/address-block';
import type { FieldRendererProps } from '../field-renderer';
import { QuestionTextField, questionFrameProps } from './question-text-field';

type SearchField = ComponentType<AddressSearchFieldProps>;

/** The combo box and its list, fetched once, the first time an owner reaches a street field. */
let searchField: Promise<SearchField> | null = null;
const loadSearchField = () =>
  (searchField ??= import('../../address/address-search-field').then((m) => m.AddressSearchField));

/**
 * The first street line of an address block (address_search): the checkout's address search,
 * its suggestions inside the block's chosen state when one is chosen (spec §5). Choosing one
 * fills the block's street, city, state and ZIP code; typing stays free text.
 *
 * Until the owner reaches the field it is the plain text field it looks like: the combo box,
 * its list and popover (about a third of a question page's script) load on the first focus
 * and take its place with the focus and what was typed (decision 0040: formation page1 within
 * its 150 KB budget).
 */
export function AddressSearchFieldRenderer(props: FieldRendererProps) {
  const { field, inputId, answers, onChange, onEditAnswers } = props;
  const [Search, setSearch] = useState<SearchField | null>(null);
  if (!Search) {
    return (
      <QuestionTextField
        {...props}
        control={{
          autoComplete: 'address-line1',
          onFocus: () =>
            void loadSearchField().then((loaded) => {
              // Only while the owner is still there: the search would take the focus back.
              if (document.activeElement?.id === inputId) setSearch(() => loaded);
            }),
        }}
      />
    );
  }
  const prefix = addressBlockPrefix(field.name);
  return (
    <Search
      {...questionFrameProps(props)}
      id={inputId}
      placeholder={field.placeholder}
      keepsFocus
      state={prefix === null ? null : addressBlockState(answers, prefix)}
      search={configuredAddressSearch()}
      onChoose={(chosen) =>
        prefix !== null && onEditAnswers
          ? onEditAnswers(addressBlockAnswers(prefix, chosen))
          : onChange(chosen.line1)
      }
    />
  );
}
