import { useContext, useEffect, useEffectEvent, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { RequiredMarker } from '../../../questionnaire/fields/field-parts';
import '../../../questionnaire/fields/choice-fields.css';
import {
  type AddressSuggestion,
  type AddressSuggestionSource,
  streetBeforeLookup,
} from '../address-suggestions';
import type { FormControlProps } from './use-checked-form';

/** What choosing a suggestion fills in. */
export interface AddressFill {
  line1: string;
  city: string;
  state: string;
  postal_code: string;
}

export interface AddressSearchFieldProps extends FormControlProps {
  label: string;
  isRequired?: boolean;
  /** The chosen state (two letters): suggestions stay inside it. */
  state: string | null;
  suggest: AddressSuggestionSource;
  onChoose: (fill: AddressFill) => void;
}

interface Suggestions {
  /** The text they were found for. */
  typed: string;
  items: readonly AddressSuggestion[];
}

/** The suggestions for the latest text; a slower answer for older text is dropped. */
function useSuggestions(typed: string, state: string | null, suggest: AddressSuggestionSource) {
  const [suggestions, setSuggestions] = useState<Suggestions>({ typed: '', items: [] });
  useEffect(() => {
    let isLatest = true;
    suggest(typed, { state }).then(
      (items) => isLatest && setSuggestions({ typed, items }),
      // A failed lookup leaves the field an ordinary text field.
      () => isLatest && setSuggestions({ typed, items: [] }),
    );
    return () => {
      isLatest = false;
    };
  }, [typed, state, suggest]);
  return suggestions;
}

/**
 * Opens the list when suggestions arrive for what the user typed. The combo box opens by itself
 * only if its items are there as the text changes; these arrive a moment later. Suggestions for
 * the street a choice has just filled in are not offered again.
 */
function OpenWhenSuggested({ suggestions, filled }: { suggestions: Suggestions; filled: string }) {
  const combobox = useContext(ComboBoxStateContext);
  const open = useEffectEvent(() => {
    if (!combobox?.isFocused || combobox.isOpen) return;
    if (suggestions.items.length > 0 && suggestions.typed !== filled) combobox.open(null, 'input');
  });
  useEffect(() => open(), [suggestions]);
  return null;
}

/**
 * The street field with the address search (spec foundation §5): a text field whose typing is
 * kept as is, offering addresses from `suggest` in an accessible combo box list (arrow keys,
 * Enter, the number of suggestions announced). Choosing one fills city, state and ZIP code and
 * leaves the street in the field.
 */
export function AddressSearchField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isRequired = false,
  isDisabled,
  state,
  suggest,
  onChoose,
  className,
}: AddressSearchFieldProps) {
  const suggestions = useSuggestions(value, state, suggest);
  // Controlled with the text: react-aria then leaves the text to us when an option is chosen.
  const [chosen, setChosen] = useState<Key | null>(null);
  const [filled, setFilled] = useState('');

  const choose = (key: Key | null) => {
    setChosen(key);
    const suggestion = suggestions.items.find((candidate) => candidate.id === key);
    if (!suggestion) return;
    const line1 = suggestion.line1 ?? streetBeforeLookup(value);
    setFilled(line1);
    onChoose({
      line1,
      city: suggestion.city,
      state: suggestion.state,
      postal_code: suggestion.postal_code,
    });
  };

  return (
    <ComboBox
      className={`ch-field ${className ?? ''}`}
      inputValue={value}
      onInputChange={onChange}
      items={suggestions.items}
      value={chosen}
      onChange={choose}
      allowsCustomValue
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <OpenWhenSuggested suggestions={suggestions} filled={filled} />
      <Label className="ch-field__label">
        {label}
        <RequiredMarker isRequired={isRequired} />
      </Label>
      <Input className="ch-field__input" autoComplete="address-line1" />
      <Text slot="description" className="ch-field__description">
        Add a comma and the city or ZIP code to pick it from a list.
      </Text>
      <FieldError className="ch-field__error">{error}</FieldError>
      <Popover className="ch-select__popover">
        <ListBox className="ch-select__list">
          {(suggestion: AddressSuggestion) => (
            <ListBoxItem
              id={suggestion.id}
              textValue={suggestion.label}
              className="ch-select__option"
            >
              {suggestion.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
