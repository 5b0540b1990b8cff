import type { KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { TextFieldFrame } from '../../ui/text-field';
import type { FieldRendererProps } from '../field-renderer';
import { questionFrameProps } from './question-text-field';
import './year-picker-field.css';

/** A year is written with four digits at most: what the field takes, typed or stepped to. */
const YEAR_DIGITS = 4;
const LAST_YEAR = 9999;

function yearOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * A year (year_picker), with no bounds (spec §5): typed (digits only), or stepped one year at a
 * time with the arrow keys or the − and + buttons, starting from the current year. A spin
 * button to assistive technology, its year read as its value; the buttons are for pointers and
 * touch, the arrow keys doing their work from the keyboard. The answer is a number, or empty
 * while nothing is typed.
 */
export function YearPickerFieldRenderer(props: FieldRendererProps) {
  const { field, value, inputId, onChange } = props;
  const year = yearOf(value);
  const isLocked = Boolean(field.readonly_field || field.disabled);

  const step = (by: 1 | -1) => {
    if (isLocked) return;
    const next = year === null ? new Date().getFullYear() : year + by;
    onChange(Math.min(LAST_YEAR, Math.max(1, next)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : null;
    if (by === null) return;
    event.preventDefault();
    step(by);
  };

  return (
    <TextFieldFrame
      {...questionFrameProps(props)}
      id={inputId}
      onChange={(typed) => {
        const digits = typed.replace(/\D/g, '').slice(0, YEAR_DIGITS);
        onChange(digits === '' ? '' : Number(digits));
      }}
    >
      {(attributes) => (
        <div className="ch-year-picker">
          <input
            {...attributes}
            type="text"
            role="spinbutton"
            aria-valuenow={year ?? undefined}
            className="ch-field__input ch-field__input--short"
            inputMode="numeric"
            placeholder={field.placeholder ?? 'YYYY'}
            onKeyDown={onKeyDown}
          />
          <Button
            className="ch-year-picker__step"
            aria-label="Previous year"
            excludeFromTabOrder
            isDisabled={isLocked}
            onPress={() => step(-1)}
          >
            −
          </Button>
          <Button
            className="ch-year-picker__step"
            aria-label="Next year"
            excludeFromTabOrder
            isDisabled={isLocked}
            onPress={() => step(1)}
          >
            +
          </Button>
        </div>
      )}
    </TextFieldFrame>
  );
}
