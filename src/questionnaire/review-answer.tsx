import { useQuery } from '@tanstack/react-query';
import { naicsCodeTitlesQuery } from '../api/question-service';
import type { FieldDefinition } from '../domain/questionnaire/page-definition';
import { answerText } from '../domain/questionnaire/answer-text';
import { chosenIndustry } from '../domain/business-license/industry-answer';

/** A business class as "722511 · Full-Service Restaurants"; the bare code if the lookup fails. */
export function BusinessClassText({ code }: { code: string }) {
  // Spec: title lookup failures are silently ignored.
  const title = useQuery(naicsCodeTitlesQuery(code)).data?.code?.code_title;
  return <>{title ? `${code} · ${title}` : code}</>;
}

/** One answer on a review page, as the owner reads it. */
export function ReviewAnswer({ field, value }: { field: FieldDefinition; value: unknown }) {
  if (field.rendered_type === 'naics_select' && typeof value === 'string') {
    return <BusinessClassText code={value} />;
  }
  // The licence flow's industry, 'keywordId:keywordName', by its name.
  if (field.rendered_type === 'avalara_industry_selection') {
    return <>{chosenIndustry(value)?.keywordName ?? ''}</>;
  }
  return <>{answerText(field, value)}</>;
}
