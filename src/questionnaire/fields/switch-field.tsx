import { Checkbox } from 'react-aria-components';
import { ToggleSwitch } from '../../ui/toggle-switch';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import './choice-fields.css';

/**
 * An on/off answer: a switch (toggle and the prefill toggles) or a checkbox. The label is the
 * control's own text; a message, if any, is tied to it.
 */
export function SwitchFieldRenderer({
  field,
  value,
  error,
  inputId,
  onChange,
}: FieldRendererProps) {
  const errorId = `${inputId}-error`;
  const common = {
    id: inputId,
    isSelected: value === true,
    onChange: (selected: boolean) => onChange(selected),
    isDisabled: field.disabled,
    isReadOnly: field.readonly_field,
    isInvalid: Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="ch-field ch-switch-field">
      {field.rendered_type === 'checkbox' ? (
        <Checkbox {...common} className="ch-checkbox">
          <span className="ch-checkbox__box" aria-hidden="true" />
          {fieldLabel(field)}
        </Checkbox>
      ) : (
        <ToggleSwitch {...common}>{fieldLabel(field)}</ToggleSwitch>
      )}
      {field.description && <p className="ch-field__description">{field.description}</p>}
      {error && (
        <p id={errorId} className="ch-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
