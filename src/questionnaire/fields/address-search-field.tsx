import { AddressSearchField } from '../../address/address-search-field';
import { configuredAddressSearch } from '../../address/address-suggestions';
import {
  addressBlockAnswers,
  addressBlockPrefix,
  addressBlockState,
} from '../../domain/questionnaire/address-block';
import type { FieldRendererProps } from '../field-renderer';
import { questionFrameProps } from './question-text-field';

/**
 * The first street line of an address block (address_search): the checkout's address search,
 * its suggestions inside the block's chosen state when one is chosen (spec §5). Choosing one
 * fills the block's street, city, state and ZIP code; typing stays free text.
 */
export function AddressSearchFieldRenderer(props: FieldRendererProps) {
  const { field, inputId, answers, onChange, onEditAnswers } = props;
  const prefix = addressBlockPrefix(field.name);
  return (
    <AddressSearchField
      {...questionFrameProps(props)}
      id={inputId}
      placeholder={field.placeholder}
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
