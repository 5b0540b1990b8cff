import type { ReactNode } from 'react';
import type {
  Answers,
  FieldDefinition,
  PageDefinition,
} from '../domain/questionnaire/page-definition';
import { isHidden } from '../domain/questionnaire/visibility';
import { Button } from '../ui/button';
import { TagBadge } from '../ui/tag-badge';
import { answerText } from '../domain/questionnaire/answer-text';
import { ReviewAnswer } from './review-answer';
import './review-section.css';

/** What a flow adds to one of its review's sections (the amendment's, decision 0053). */
export interface SectionExtras {
  /** Why the section cannot be edited, shown in place of its Edit button. */
  locked?: string;
  /** A tag beside the heading ('Will be edited in your amendment'). */
  tag?: string;
  /** Shown under the heading, before the answers. */
  note?: ReactNode;
}

export interface ReviewSectionProps extends SectionExtras {
  heading: string;
  definition: PageDefinition;
  /** The page's answers, or null when the step has not been answered. */
  answers: Answers | null;
  /** Absent: a read-only section (no Edit button). */
  onEdit?: () => void;
}

function label(field: FieldDefinition): string {
  return field.label ?? field.title ?? field.name;
}

/** Rows of answers worth showing: visible, answered, not a toggle that only fills others. */
function shownFields(fields: readonly FieldDefinition[], answers: Answers): FieldDefinition[] {
  return fields.filter(
    (field) =>
      !isHidden(field, fields, answers) &&
      !['contact_info_prefill', 'address_prefill'].includes(field.rendered_type) &&
      answerText(field, answers[field.name]) !== '',
  );
}

function ListRows({ field, rows }: { field: FieldDefinition; rows: Answers[] }) {
  const children = field.children ?? [];
  return (
    <ol className="ch-review__list">
      {rows.map((row, index) => (
        <li key={index}>
          <dl className="ch-review__answers">
            {shownFields(children, row).map((child) => (
              <div key={child.name} className="ch-review__answer">
                <dt>{label(child)}</dt>
                <dd>
                  <ReviewAnswer field={child} value={row[child.name]} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** One step's answers on a review page, with its Edit button (spec foundation §2). */
export function ReviewSection({
  heading,
  definition,
  answers,
  onEdit,
  locked,
  tag,
  note,
}: ReviewSectionProps) {
  const headingId = `review-${definition.id.replace(/\W/g, '-')}`;
  return (
    <section className="ch-review" aria-labelledby={headingId}>
      <div className="ch-review__head">
        <h2 id={headingId} className="ch-review__heading">
          {heading}
          {tag && (
            <>
              {' '}
              <TagBadge>{tag}</TagBadge>
            </>
          )}
        </h2>
        {locked ? (
          <p className="ch-review__locked">{locked}</p>
        ) : (
          onEdit && (
            <Button
              variant="secondary"
              onPress={onEdit}
              aria-label={`Edit ${heading.toLowerCase()}`}
            >
              Edit
            </Button>
          )
        )}
      </div>
      {note}
      {answers ? (
        <dl className="ch-review__answers">
          {shownFields(definition.fields, answers).map((field) =>
            field.children ? (
              <div key={field.name} className="ch-review__answer ch-review__answer--list">
                <dt>{label(field)}</dt>
                <dd>
                  <ListRows field={field} rows={(answers[field.name] as Answers[]) ?? []} />
                </dd>
              </div>
            ) : (
              <div key={field.name} className="ch-review__answer">
                <dt>{label(field)}</dt>
                <dd>
                  <ReviewAnswer field={field} value={answers[field.name]} />
                </dd>
              </div>
            ),
          )}
        </dl>
      ) : (
        <p className="ch-review__missing">This step has not been answered yet.</p>
      )}
    </section>
  );
}
