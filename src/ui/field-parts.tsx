import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { RequiredMarker } from './native-field-parts';
import './field.css';

/** What a field's root needs to know of its control's state. */
export interface FieldState {
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  className?: string;
}

/**
 * A react-aria field root's props: invalid while it shows a message, and checked by the form
 * that owns it (validationBehavior 'aria'), never by the browser's own bubbles.
 */
export function fieldRootProps({
  error,
  isRequired,
  isDisabled,
  isReadOnly,
  className,
}: FieldState) {
  return {
    className: ['ch-field', className].filter(Boolean).join(' '),
    isInvalid: Boolean(error),
    isRequired: isRequired ?? false,
    isDisabled,
    isReadOnly,
    validationBehavior: 'aria' as const,
  };
}

/** A react-aria field's label with its required marker. */
export function FieldLabel({
  children,
  isRequired,
  elementType,
}: {
  children: ReactNode;
  isRequired: boolean;
  /** 'span' for groups (radios), which are labelled by an element that labels no input. */
  elementType?: string;
}) {
  return (
    <Label className="ch-field__label" elementType={elementType}>
      {children}
      <RequiredMarker isRequired={isRequired} />
    </Label>
  );
}

/** Description and error under a react-aria field, both tied to its control. */
export function FieldHelp({ description, error }: { description?: ReactNode; error?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="ch-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ch-field__error">{error}</FieldError>
    </>
  );
}
