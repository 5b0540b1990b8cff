import type { QueryClient } from '@tanstack/react-query';
import { geocodeCounty } from '../../../address/geocode-county';
import { apiJson } from '../../../api/http';
import { ownerProfileQuery } from '../../../api/owner-profile';
import { chosenIndustry } from '../../../domain/business-license/industry-answer';
import { parseBusinessReview } from '../../../domain/business-review';
import { licenceBusinessPath } from '../../../domain/flows/business-license-flow';
import type { Answers } from '../../../domain/questionnaire/page-definition';

/** Why the report cannot be ordered yet: the business it is for has no name or address. */
export const NO_BUSINESS_DETAILS =
  'Charter does not have your business’s name and address yet. Please complete the first page of your business formation, then order the report again.';

/** Charter forms LLCs: the type a business without a filed descriptor is ordered as. */
const DEFAULT_BUSINESS_TYPE = 'LLC';

export interface LicenceAnswers {
  /** The industry step's answers (industry: `keywordId:keywordName`). */
  industry: Answers | null;
  /** The activities step's (industry_activity_ids), none when the step was skipped. */
  activities: Answers | null;
}

/**
 * The licence submission's common info (spec foundation §3): the business (its record once
 * formed, its formation answers before; business_id only once it exists), the owner's contact,
 * the county geocoded from the address (left empty when that fails: `onGeocodingFailure` says
 * why, in the spec's words, and the report says it could not tell), the industry keyword and the
 * activities ticked.
 */
export async function licenceSubmissionDetails(
  queryClient: QueryClient,
  individualId: number,
  answers: LicenceAnswers,
  onGeocodingFailure: (message: string) => void,
): Promise<Record<string, unknown>> {
  const [business, owner] = await Promise.all([
    apiJson(licenceBusinessPath(individualId)).then(parseBusinessReview),
    queryClient.fetchQuery(ownerProfileQuery(individualId)),
  ]);
  const page1 = business.page_1;
  if (!page1?.business_name || !page1.business_street_address1) {
    throw new Error(NO_BUSINESS_DETAILS);
  }
  const address = {
    street: [page1.business_street_address1, page1.business_street_address2]
      .filter(Boolean)
      .join(', '),
    city: page1.business_city,
    state: page1.business_state,
    zip: page1.business_zip_code,
  };
  const located = await geocodeCounty(address);
  if ('failure' in located) onGeocodingFailure(located.failure);
  const industry = chosenIndustry(answers.industry?.industry);
  const activities = answers.activities?.industry_activity_ids;
  return {
    ...(business.business_id === null ? {} : { business_id: Number(business.business_id) }),
    email: owner.email,
    first_name: owner.first_name,
    last_name: owner.last_name,
    phone: owner.phone ?? '',
    business_name: page1.official_business_name || page1.business_name,
    business_type: page1.legal_identifier || DEFAULT_BUSINESS_TYPE,
    address: address.street,
    city: address.city,
    state: address.state,
    zip: address.zip,
    county: 'county' in located ? located.county : '',
    industry_keyword_ids: industry ? [industry.keywordId] : [],
    industry_activity_ids: Array.isArray(activities) ? activities : [],
  };
}
