import { FieldError, Label, Text } from 'react-aria-components';
import type { FieldDefinition } from '../../domain/questionnaire/page-definition';
import { fieldLabel } from './field-label';
import './field.css';

/** The visual mark of a required field (aria-required says it aloud, so it is hidden). */
export function RequiredMarker({ isRequired }: { isRequired: boolean }) {
  return isRequired ? (
    <span className="ch-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** The label with its required marker (the marker is visual; aria-required says it aloud). */
export function FieldLabel({
  field,
  isRequired,
  elementType,
}: {
  field: FieldDefinition;
  isRequired: boolean;
  elementType?: string;
}) {
  return (
    <Label className="ch-field__label" elementType={elementType}>
      {fieldLabel(field)}
      <RequiredMarker isRequired={isRequired} />
    </Label>
  );
}

/** Description and error under a react-aria field, both tied to its control. */
export function FieldHelp({ field, error }: { field: FieldDefinition; error?: string }) {
  return (
    <>
      {field.description && (
        <Text slot="description" className="ch-field__description">
          {field.description}
        </Text>
      )}
      <FieldError className="ch-field__error">{error}</FieldError>
    </>
  );
}
