import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { ReviewSection, type SectionExtras } from './review-section';
import './review-sections.css';

export interface ReviewSectionsProps {
  sections: ReadonlyArray<{ page: string; heading: string }>;
  /** Each section's page definition, in the same order (undefined or null: not shown). */
  definitions: ReadonlyArray<PageDefinition | null | undefined>;
  answersOf: (page: string) => Answers | null;
  /** Absent: every section read-only. */
  onEdit?: (index: number) => void;
  /** What the flow adds to a section, by page. */
  extrasOf?: (page: string) => SectionExtras;
}

/** A review page's sections, one per step, each with its Edit button (unless read-only). */
export function ReviewSections({
  sections,
  definitions,
  answersOf,
  onEdit,
  extrasOf,
}: ReviewSectionsProps) {
  return (
    <div className="ch-review-sections">
      {sections.map((section, index) => {
        const definition = definitions[index];
        if (!definition) return null;
        return (
          <ReviewSection
            key={section.page}
            heading={section.heading}
            definition={definition}
            answers={answersOf(section.page)}
            onEdit={onEdit && (() => onEdit(index))}
            {...extrasOf?.(section.page)}
          />
        );
      })}
    </div>
  );
}
