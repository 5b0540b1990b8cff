import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import type { FieldControlProps } from '../ui/field-control';
import { FieldHelp, FieldLabel, fieldRootProps } from '../ui/field-parts';
import '../ui/list-popover.css';
import type { AddressPlace, AddressSearch, AddressSuggestion } from './address-search';
import { streetBeforeLookup } from './address-suggestions';
import './address-search-field.css';

/** What choosing a suggestion fills in: the place, with the street always known. */
export type AddressFill = Required<AddressPlace>;

/** A lookup waits for the typing to pause this long: one request per pause, not per key. */
export const SUGGEST_DELAY_MS = 250;

export interface AddressSearchFieldProps extends FieldControlProps {
  label: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** The input's id (the questionnaire scrolls to and focuses a field in error by it). */
  id?: string;
  placeholder?: string;
  /** Guidance of the field's own (a PO box rule), read before the search's hint. */
  description?: ReactNode;
  /** The chosen state (two letters): suggestions stay inside it. */
  state: string | null;
  search: AddressSearch;
  onChoose: (fill: AddressFill) => void;
  /**
   * Takes the focus as it appears: it replaces a plain field the owner has just focused, so the
   * focus stays where the owner put it (it never moves the focus by itself).
   */
  keepsFocus?: boolean;
}

type Suggestions = readonly AddressSuggestion[];

/**
 * The suggestions for the latest text, looked up once the typing pauses. A lookup the typing
 * has overtaken is aborted and its answer dropped. Only the user's typing is looked up, a
 * places service billing each lookup: not the street a choice has just filled in (`filled`),
 * nor text that changes while the field is not focused (a page opening with its saved
 * street, an owner's saved address filled in by its toggle).
 */
function useSuggestions(
  typed: string,
  state: string | null,
  search: AddressSearch,
  filled: string | null,
  focused: RefObject<boolean>,
) {
  const [suggestions, setSuggestions] = useState<Suggestions>([]);
  useEffect(() => {
    if (typed === filled || !focused.current) return;
    const lookup = new AbortController();
    const show = (items: Suggestions) => {
      if (!lookup.signal.aborted) setSuggestions(items);
    };
    const timer = setTimeout(() => {
      search.suggest(typed, { state, signal: lookup.signal }).then(
        show,
        // A failed lookup (offline, say) leaves the field an ordinary text field.
        () => show([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      lookup.abort();
    };
  }, [typed, state, search, filled, focused]);
  return [suggestions, setSuggestions] as const;
}

/**
 * Opens the list when suggestions arrive for what the user typed. The combo box opens by itself
 * only if its items are there as the text changes; these arrive a moment later.
 */
function OpenWhenSuggested({ suggestions }: { suggestions: Suggestions }) {
  const combobox = useContext(ComboBoxStateContext);
  const open = useEffectEvent(() => {
    if (!combobox?.isFocused || combobox.isOpen) return;
    if (suggestions.length > 0) combobox.open(null, 'input');
  });
  useEffect(() => open(), [suggestions]);
  return null;
}

/**
 * The street field with the address search (spec foundation §5), the checkout's and the
 * questionnaires' alike: a text field whose typing is kept as is, offering addresses from
 * `search` in an accessible combo box list (arrow keys, Enter, the number of suggestions
 * announced). Choosing one fills city, state and ZIP code and the street when the source knows
 * it, else leaves the typed street in the field.
 */
export function AddressSearchField({
  label,
  value,
  onChange,
  onBlur,
  id,
  placeholder,
  description,
  state,
  search,
  onChoose,
  keepsFocus = false,
  ...fieldState
}: AddressSearchFieldProps) {
  // Controlled with the text: react-aria then leaves the text to us when an option is chosen.
  const [chosen, setChosen] = useState<Key | null>(null);
  const [filled, setFilled] = useState<string | null>(null);
  const focused = useRef(keepsFocus);
  const [suggestions, setSuggestions] = useSuggestions(value, state, search, filled, focused);

  const choose = (key: Key | null) => {
    setChosen(key);
    const suggestion = suggestions.find((candidate) => candidate.id === key);
    if (!suggestion) return;
    const street = streetBeforeLookup(value);
    suggestion.place().then(
      (place) => {
        const line1 = place.line1 ?? street;
        setFilled(line1);
        // The list is done with: the filled-in street must not reopen it with the old places.
        setSuggestions([]);
        setChosen(null);
        onChoose({ line1, city: place.city, state: place.state, postal_code: place.postal_code });
      },
      // The place's details did not come (offline, say): the typing stays for the user to finish.
      () => undefined,
    );
  };

  return (
    <ComboBox
      {...fieldRootProps(fieldState)}
      inputValue={value}
      onInputChange={onChange}
      items={suggestions}
      value={chosen}
      onChange={choose}
      allowsCustomValue
      // eslint-disable-next-line jsx-a11y/no-autofocus -- keeps the focus the owner gave the field it replaces
      autoFocus={keepsFocus}
      onFocusChange={(isFocused) => {
        focused.current = isFocused;
      }}
      onBlur={onBlur}
    >
      <OpenWhenSuggested suggestions={suggestions} />
      <FieldLabel isRequired={fieldState.isRequired ?? false}>{label}</FieldLabel>
      <Input
        id={id}
        className="ch-field__input"
        autoComplete="address-line1"
        placeholder={placeholder}
      />
      <FieldHelp
        description={
          // One description: react-aria ties a single one to the input.
          description ? (
            <>
              {description} {search.hint}
            </>
          ) : (
            search.hint
          )
        }
        error={fieldState.error}
      />
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
        {search.attribution && (
          <p className="ch-address-search__attribution">{search.attribution}</p>
        )}
      </Popover>
    </ComboBox>
  );
}
