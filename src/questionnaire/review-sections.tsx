import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { ReviewSection } from './review-section';
import './review-sections.css';

export interface ReviewSectionsProps {
  sections: ReadonlyArray<{ page: string; heading: string }>;
  /** Each section's page definition, in the same order (undefined or null: not shown). */
  definitions: ReadonlyArray<PageDefinition | null | undefined>;
  answersOf: (page: string) => Answers | null;
  onEdit: (index: number) => void;
}

/** A review page's sections, one per step, each with its Edit button. */
export function ReviewSections({ sections, definitions, answersOf, onEdit }: ReviewSectionsProps) {
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
            onEdit={() => onEdit(index)}
          />
        );
      })}
    </div>
  );
}
