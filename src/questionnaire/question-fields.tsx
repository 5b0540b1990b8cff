import { lazy, memo, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import type { Answers, FieldDefinition } from '../domain/questionnaire/page-definition';
import type { FieldErrors } from '../domain/questionnaire/validate-page';
import { isHidden } from '../domain/questionnaire/visibility';
import type { FieldRendererProps } from './field-renderer';
import { readsOtherAnswers, rendererFor } from './field-renderers';
import type { ListFieldOptions } from './list-field';
import './question-fields.css';

export interface QuestionFieldsProps {
  fields: readonly FieldDefinition[];
  answers: Answers;
  errors: FieldErrors;
  /** Names the page's (or the row's) required list holds. */
  required: readonly string[];
  /** Prefix of error keys and DOM ids: '' on a page, 'owners.1.' inside a row. */
  keyPrefix?: string;
  onEdit: (name: string, value: unknown) => void;
  /**
   * Several answers at once (an address chosen from the search fills street, city, state and
   * ZIP code). Without it each goes to `onEdit` in turn, which suits an `onEdit` that applies
   * each edit to the latest answers.
   */
  onEditMany?: (edits: Answers) => void;
  onBlurField?: (name: string) => void;
  list?: ListFieldOptions;
  /** Guidance shown under a field, by field name (registration: the state's naming rules). */
  afterField?: Readonly<Record<string, ReactNode>>;
}

/** The DOM id of a field's input, from its error key (dots are not id-friendly in selectors). */
export function inputIdOf(errorKey: string): string {
  return `q-${errorKey.replace(/\./g, '-')}`;
}

const NO_ANSWERS: Answers = Object.freeze({});

interface FieldSlotProps extends Omit<FieldRendererProps, 'onChange' | 'onBlur'> {
  onEdit: (name: string, value: unknown) => void;
  onBlurField?: (name: string) => void;
}

/** Each edit through `onEdit`, for callers without `onEditMany`. */
function editEach(onEdit: QuestionFieldsProps['onEdit']) {
  return (edits: Answers) => {
    for (const [name, value] of Object.entries(edits)) onEdit(name, value);
  };
}

/**
 * One field with its renderer. Memoised: typing re-renders the field typed into, not the whole
 * page (each keystroke is also written to the device, which must not wait behind rendering).
 */
const FieldSlot = memo(function FieldSlot({ onEdit, onBlurField, ...props }: FieldSlotProps) {
  const { name } = props.field;
  const onChange = useCallback((value: unknown) => onEdit(name, value), [onEdit, name]);
  const onBlur = useMemo(
    () => (onBlurField ? () => onBlurField(name) : undefined),
    [onBlurField, name],
  );
  const Renderer = rendererFor(props.field);
  return (
    <Suspense fallback={<div className="ch-field-skeleton" aria-hidden="true" />}>
      <Renderer {...props} onChange={onChange} onBlur={onBlur} />
    </Suspense>
  );
});

/** A list of rows (owners, members) loads with the pages that have one, like a field's renderer. */
const ListField = lazy(() => import('./list-field').then((m) => ({ default: m.ListField })));

/** Grid width (of 12 columns) for the fields the spec lays out side by side (§9). */
function spanOf(name: string): number {
  if (/(^|_)(first_name|last_name|street_address1|street_address2)$/.test(name)) return 6;
  if (/(^|_)state$/.test(name)) return 7;
  if (/(^|_)zip_code$/.test(name)) return 5;
  return 12;
}

/**
 * The visible fields of a page or of a list row, each with its renderer, value and message.
 * Fields a depends_on rule hides are not rendered (and the engine has cleared their answers).
 */
export function QuestionFields({
  fields,
  answers,
  errors,
  required,
  keyPrefix = '',
  onEdit,
  onEditMany,
  onBlurField,
  list,
  afterField,
}: QuestionFieldsProps) {
  const requiredSet = new Set(required);
  const editAnswers = useMemo(() => onEditMany ?? editEach(onEdit), [onEditMany, onEdit]);
  return (
    <div className="ch-question-grid">
      {fields
        .filter((field) => !isHidden(field, fields, answers))
        .map((field) => {
          const key = `${keyPrefix}${field.name}`;
          if (field.children) {
            return (
              <div key={field.name} className="ch-question-grid__cell ch-span-12">
                <Suspense fallback={<div className="ch-field-skeleton" aria-hidden="true" />}>
                  <ListField
                    field={field}
                    RowFields={QuestionFields}
                    rows={
                      Array.isArray(answers[field.name]) ? (answers[field.name] as Answers[]) : []
                    }
                    errors={errors}
                    errorKey={key}
                    onChange={(rows) => onEdit(field.name, rows)}
                    options={list}
                  />
                </Suspense>
              </div>
            );
          }
          return (
            <div
              key={field.name}
              className={`ch-question-grid__cell ch-span-${spanOf(field.name)}`}
            >
              <FieldSlot
                field={field}
                value={answers[field.name]}
                error={errors[key]}
                isRequired={requiredSet.has(field.name)}
                inputId={inputIdOf(key)}
                answers={readsOtherAnswers(field) ? answers : NO_ANSWERS}
                onEdit={onEdit}
                onEditAnswers={editAnswers}
                onBlurField={onBlurField}
              />
              {afterField?.[field.name]}
            </div>
          );
        })}
    </div>
  );
}
