import { useMemo } from 'react';
import { monthPickerOptions } from '../../domain/questionnaire/month-picker';
import type { FieldOption } from '../../domain/questionnaire/page-definition';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import { helpIdsOf, NativeFieldHelp, RequiredMarker } from '../../ui/native-field-parts';
import { answerOfChoice, choiceKey } from './field-value';

/**
 * A choice from a list (select; month_picker offering the current month to 12 months ahead,
 * spec §5) as the platform's own select: the phone's native picker, type-ahead on desktop,
 * announced by every screen reader, and no picker code to download with the page.
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
  const help = helpIdsOf(inputId, field.description, error);
  return (
    <div className="ch-field" data-invalid={error ? '' : undefined}>
      <label className="ch-field__label" htmlFor={inputId}>
        {fieldLabel(field)}
        <RequiredMarker isRequired={isRequired} />
      </label>
      <select
        id={inputId}
        className="ch-field__select"
        value={choiceKey(value) ?? ''}
        onChange={(event) => onChange(answerOfChoice(field, event.target.value || null))}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={help.describedBy}
        disabled={field.disabled || field.readonly_field}
      >
        <option value="">{field.placeholder ?? 'Select…'}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <NativeFieldHelp ids={help} description={field.description} error={error} />
    </div>
  );
}
