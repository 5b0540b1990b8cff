import { useMemo } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { monthPickerOptions } from '../../domain/questionnaire/month-picker';
import type { FieldOption } from '../../domain/questionnaire/page-definition';
import type { FieldRendererProps } from '../field-renderer';
import { FieldHelp, FieldLabel } from './field-parts';
import { answerOfChoice, choiceKey } from './field-value';
import './choice-fields.css';

/**
 * A choice from a list (select; month_picker offering the current month to 12 months ahead,
 * spec §5), as a react-aria Select: a button that opens a listbox, type-ahead included.
 */
export function SelectFieldRenderer({
  field,
  value,
  error,
  isRequired,
  inputId,
  onChange,
}: FieldRendererProps) {
  const choices: FieldOption[] = useMemo(
    () =>
      field.rendered_type === 'month_picker'
        ? monthPickerOptions(new Date())
        : (field.options ?? []),
    [field],
  );
  return (
    <Select
      className="ch-field"
      value={choiceKey(value)}
      onChange={(key) => onChange(answerOfChoice(field, key === null ? null : String(key)))}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={field.disabled || field.readonly_field}
      validationBehavior="aria"
      placeholder={field.placeholder ?? 'Select…'}
    >
      <FieldLabel field={field} isRequired={isRequired} />
      <Button id={inputId} className="ch-field__select ch-select__trigger">
        <SelectValue className="ch-select__value" />
        <span className="ch-select__chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <FieldHelp field={field} error={error} />
      <Popover className="ch-select__popover">
        <ListBox className="ch-select__list" items={choices}>
          {(option) => (
            <ListBoxItem id={option.value} className="ch-select__option" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
