import { useMemo } from 'react';
import { chosenIndustry } from '../../../domain/business-license/industry-answer';
import type { Answers, PageDefinition } from '../../../domain/questionnaire/page-definition';
import type { FlowOwner } from '../../../questionnaire/flow-owner';
import type { FlowExtras } from '../../../questionnaire/flow-screen';
import {
  INDUSTRY_PAGE_OF,
  INDUSTRY_PAGES,
  useAskedIndustry,
  usePreselectedIndustry,
} from './use-licence-answers';

/** Continue is disabled while no category is chosen (CLEAR, spec foundation §2). */
const industryChosen = (answers: Answers) => chosenIndustry(answers.industry) !== null;

/** The page with its industry field starting at `industry` (a page not yet answered). */
function withIndustryDefault(industry: string | null) {
  return (definition: PageDefinition): PageDefinition =>
    industry === null
      ? definition
      : {
          ...definition,
          fields: definition.fields.map((field) =>
            field.name === 'industry' ? { ...field, default: industry } : field,
          ),
        };
}

/**
 * The licence flow's additions to its question pages: an industry page preselects the
 * formation's business class and holds Continue until a category is chosen; an activities page
 * starts with the industry it asks about (kept with its answers, see use-licence-answers.ts).
 */
export function useBusinessLicenseExtras(owner: FlowOwner, page: string): FlowExtras {
  const preselected = usePreselectedIndustry(owner, page).industry;
  const asked = useAskedIndustry(owner, page).industry;
  return useMemo(() => {
    if (INDUSTRY_PAGES.has(page)) {
      return {
        question: {
          canContinue: industryChosen,
          adaptDefinition: withIndustryDefault(preselected),
        },
      };
    }
    if (page in INDUSTRY_PAGE_OF) {
      return { question: { adaptDefinition: withIndustryDefault(asked) } };
    }
    return {};
  }, [page, preselected, asked]);
}
