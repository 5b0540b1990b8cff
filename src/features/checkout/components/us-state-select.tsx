import { useId } from 'react';
import { US_STATES } from '../../../domain/us-states';
import type { FieldControlProps } from '../../../ui/field-control';
import { RequiredMarker } from '../../../ui/native-field-parts';

/** The value is the state's two-letter abbreviation, '' while none is chosen. */
export type UsStateSelectProps = FieldControlProps;

/**
 * The state of a US address as the platform's own select: the phone's native picker, type-ahead
 * on desktop, and the browser's address autofill (address-level1).
 */
export function UsStateSelect({
  value,
  onChange,
  onBlur,
  error,
  isDisabled,
  className,
}: UsStateSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`ch-field ${className ?? ''}`} data-invalid={error ? '' : undefined}>
      <label className="ch-field__label" htmlFor={id}>
        State
        <RequiredMarker isRequired />
      </label>
      <select
        id={id}
        className="ch-field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="address-level1"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={isDisabled}
      >
        <option value="">Select…</option>
        {US_STATES.map((state) => (
          <option key={state.abbreviation} value={state.abbreviation}>
            {state.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="ch-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
