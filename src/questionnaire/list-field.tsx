import { maxRowsOf } from '../domain/questionnaire/answer-limits';
import { applyEdits, defaultAnswers } from '../domain/questionnaire/apply-edit';
import { maxRowsMessage } from '../domain/questionnaire/field-validation';
import {
  applyAddressPrefill,
  applyContactPrefill,
  settlePrefills,
  type Address,
  type ContactDetails,
} from '../domain/questionnaire/owner-prefill';
import { addOwner, removeOwner } from '../domain/questionnaire/owners';
import type { ComponentType } from 'react';
import type { Answers, FieldDefinition } from '../domain/questionnaire/page-definition';
import type { FieldErrors } from '../domain/questionnaire/validate-page';
import { PlainButton } from '../ui/plain-button';
import './list-field.css';

export interface ListFieldOptions {
  /** What one row is called: 'Owner', 'Manager'. */
  itemLabel: string;
  /** The signed-in account's contact details, for the first row's contact prefill. */
  contact?: ContactDetails | null;
  /** The address the owner already gave, for the address prefill. */
  address?: Address | null;
  /**
   * The add button's words and the question before it, where the spec gives them (the annual
   * report: 'Have an additional manager?' and 'Add manager'); 'Add another <item>' otherwise.
   */
  add?: { prompt: string; label: string };
}

/** The props a row's fields are rendered with (QuestionFields' own). */
export interface RowFieldsProps {
  fields: FieldDefinition[];
  answers: Answers;
  errors: FieldErrors;
  required: readonly string[];
  keyPrefix: string;
  onEdit: (name: string, value: unknown) => void;
  onEditMany: (edits: Answers) => void;
}

interface ListFieldProps {
  field: FieldDefinition;
  /** Renders one row's fields (QuestionFields; passed in so neither module imports the other). */
  RowFields: ComponentType<RowFieldsProps>;
  rows: Answers[];
  errors: FieldErrors;
  errorKey: string;
  onChange: (rows: Answers[]) => void;
  options?: ListFieldOptions;
}

const DEFAULT_OPTIONS: ListFieldOptions = { itemLabel: 'Owner' };

/**
 * A list answer such as the owners (spec §4, §9): one block of row fields per item, validated
 * per row, at most the field's max_rows (the add button gives way to a note there); adding or
 * removing a row resets the percentages (100 / 50-50 / 33-33-34); the first row cannot be
 * removed; the prefill toggles fill and clear their fields.
 */
export function ListField({
  field,
  RowFields,
  rows,
  errors,
  errorKey,
  onChange,
  options = DEFAULT_OPTIONS,
}: ListFieldProps) {
  const children = field.children ?? [];
  const blankRow = defaultAnswers(children);
  const shownRows = rows.length > 0 ? rows : [blankRow];
  const maxRows = maxRowsOf(field);

  /** Edits of one row: a prefill toggle alone, or answers typed or chosen (an address). */
  const editRow = (index: number, edits: Answers) => {
    const row = shownRows[index] ?? {};
    const { contact_info_prefill: contactPrefill, address_prefill: addressPrefill } = edits;
    let next: Answers;
    if (contactPrefill !== undefined && options.contact) {
      next = applyContactPrefill(row, options.contact, contactPrefill === true);
    } else if (addressPrefill !== undefined && options.address) {
      next = applyAddressPrefill(row, options.address, addressPrefill === true);
    } else {
      next = settlePrefills(
        applyEdits(children, row, edits),
        options.contact ?? null,
        options.address ?? null,
      );
    }
    onChange(shownRows.map((current, position) => (position === index ? next : current)));
  };

  /** Prefill toggles show only where they have something to fill; contact on the first row. */
  const rowFields = (index: number) =>
    children.filter((child) => {
      if (child.rendered_type === 'contact_info_prefill') return index === 0 && !!options.contact;
      if (child.rendered_type === 'address_prefill') return !!options.address;
      return true;
    });

  const listError = errors[errorKey];
  return (
    <fieldset
      className="ch-list-field"
      aria-describedby={listError ? `${errorKey}-error` : undefined}
    >
      <legend className="ch-list-field__legend">{field.title ?? field.label}</legend>
      {shownRows.map((row, index) => (
        <section
          key={index}
          className="ch-list-field__row"
          aria-labelledby={`${errorKey}-${index}-heading`}
        >
          <div className="ch-list-field__row-head">
            <h3 id={`${errorKey}-${index}-heading`} className="ch-list-field__row-title">
              {`${options.itemLabel} ${index + 1}`}
            </h3>
            {index > 0 && (
              <PlainButton
                variant="ghost"
                onClick={() => onChange(removeOwner(shownRows, index))}
                aria-label={`Remove ${options.itemLabel.toLowerCase()} ${index + 1}`}
              >
                Remove
              </PlainButton>
            )}
          </div>
          <RowFields
            fields={rowFields(index)}
            answers={row}
            errors={errors}
            required={field.children_required ?? []}
            keyPrefix={`${errorKey}.${index}.`}
            onEdit={(name, value) => editRow(index, { [name]: value })}
            onEditMany={(edits) => editRow(index, edits)}
          />
        </section>
      ))}
      {listError && (
        <p id={`${errorKey}-error`} className="ch-field__error">
          {listError}
        </p>
      )}
      {shownRows.length < maxRows ? (
        <div className="ch-list-field__add">
          {options.add && <p className="ch-list-field__add-prompt">{options.add.prompt}</p>}
          <PlainButton
            variant="secondary"
            onClick={() => onChange(addOwner(shownRows, blankRow, maxRows))}
          >
            {options.add?.label ?? `Add another ${options.itemLabel.toLowerCase()}`}
          </PlainButton>
        </div>
      ) : (
        <p className="ch-field__description">{maxRowsMessage(field)}</p>
      )}
    </fieldset>
  );
}
