import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import { textOf } from './field-value';
import '../../ui/field.css';

/**
 * The official business name: rebuilt by the form from the name and the legal identifier
 * (spec §4), shown read-only as it will be filed.
 */
export function OfficialNameFieldRenderer({ field, value, inputId }: FieldRendererProps) {
  const name = textOf(value);
  return (
    <div className="ch-field">
      <span className="ch-field__label" id={`${inputId}-label`}>
        {fieldLabel(field)}
      </span>
      <output id={inputId} className="ch-official-name" aria-labelledby={`${inputId}-label`}>
        {name || '—'}
      </output>
      {field.description && <p className="ch-field__description">{field.description}</p>}
    </div>
  );
}
