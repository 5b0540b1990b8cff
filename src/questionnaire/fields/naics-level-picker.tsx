import type { UseQueryResult } from '@tanstack/react-query';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  useFilter,
} from 'react-aria-components';
import { NAICS_FETCH_ERROR_MESSAGE, type NaicsLevel } from '../../api/question-service';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { VisuallyHidden } from '../../ui/visually-hidden';
import '../../ui/field.css';
import './choice-fields.css';
import '../../ui/list-popover.css';
import './naics-select-field.css';

export interface NaicsLevelPickerProps {
  /** A select for short lists; a combo box (type to filter) for the long ones. */
  variant: 'select' | 'combobox';
  label: string;
  /** Says what to do, or why the control is disabled ('Choose an industry first'). */
  placeholder: string;
  /** The level's list; a query that is not enabled yet leaves the control empty. */
  levels: UseQueryResult<NaicsLevel[]>;
  selectedCode: string | null;
  onSelect: (code: string | null) => void;
  isDisabled: boolean;
  isRequired: boolean;
  /** Set on the control that needs attention, so the form engine can focus it. */
  id?: string;
  isInvalid: boolean;
  /** The field's error (and description), read out with this control. */
  describedBy?: string;
}

/** One level of a business class: its control and, beside it, the state of its list. */
export function NaicsLevelPicker(props: NaicsLevelPickerProps) {
  return (
    <div className="ch-naics__level">
      {props.variant === 'select' ? <LevelSelect {...props} /> : <LevelComboBox {...props} />}
      <LevelListStatus label={props.label} levels={props.levels} />
    </div>
  );
}

/** Both controls name an option by code and title: sectors 31, 32 and 33 share a title. */
function LevelOption({ level, textValue }: { level: NaicsLevel; textValue: string }) {
  return (
    <ListBoxItem id={level.code} textValue={textValue} className="ch-select__option">
      <span className="ch-naics__code">{level.code}</span> {level.code_title}
    </ListBoxItem>
  );
}

function LevelSelect({
  label,
  placeholder,
  levels,
  selectedCode,
  onSelect,
  isDisabled,
  isRequired,
  id,
  isInvalid,
  describedBy,
}: NaicsLevelPickerProps) {
  return (
    <Select
      className="ch-field"
      id={id}
      value={selectedCode}
      onChange={(key) => onSelect(key === null ? null : String(key))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <Label className="ch-field__label">{label}</Label>
      <AriaButton className="ch-field__select ch-select__trigger">
        <SelectValue className="ch-select__value" />
        <span className="ch-select__chevron" aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      <Popover className="ch-select__popover">
        <ListBox className="ch-select__list" items={levels.data ?? []}>
          {/* Type-ahead matches titles, which is what people type. */}
          {(level) => <LevelOption level={level} textValue={level.code_title} />}
        </ListBox>
      </Popover>
    </Select>
  );
}

function LevelComboBox({
  label,
  placeholder,
  levels,
  selectedCode,
  onSelect,
  isDisabled,
  isRequired,
  id,
  isInvalid,
  describedBy,
}: NaicsLevelPickerProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      className="ch-field"
      id={id}
      value={selectedCode}
      onChange={(key) => onSelect(key === null ? null : String(key))}
      items={levels.data ?? []}
      defaultFilter={contains}
      // Opening on focus lets people browse the list without knowing what to type.
      menuTrigger="focus"
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <Label className="ch-field__label">{label}</Label>
      <div className="ch-naics__combobox">
        <Input className="ch-field__input" placeholder={placeholder} />
        <AriaButton className="ch-naics__combobox-button">
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </div>
      <Popover className="ch-select__popover">
        <ListBox className="ch-select__list">
          {/* Filtering matches the code as well as the title ('5411' or 'legal'). */}
          {(level: NaicsLevel) => (
            <LevelOption level={level} textValue={`${level.code} ${level.code_title}`} />
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** Loading, waiting for a connection, or failed with a way to try again. */
function LevelListStatus({
  label,
  levels,
}: {
  label: string;
  levels: UseQueryResult<NaicsLevel[]>;
}) {
  if (levels.isError) {
    return (
      <div className="ch-naics__failure">
        <span className="ch-field__error" role="alert">
          {NAICS_FETCH_ERROR_MESSAGE}
        </span>
        <Button variant="secondary" onPress={() => void levels.refetch()}>
          Try again<VisuallyHidden> to load {label}</VisuallyHidden>
        </Button>
      </div>
    );
  }
  if (levels.isPending && levels.fetchStatus === 'paused') {
    return <p className="ch-field__description">Waiting for a connection to load {label}…</p>;
  }
  if (levels.isLoading) {
    return (
      <span className="ch-naics__loading">
        <Spinner label={`Loading ${label}…`} showLabel />
      </span>
    );
  }
  return null;
}
