import { useQuery } from '@tanstack/react-query';
import { useBusinessList } from '../../../api/business-list';
import { apiJson } from '../../../api/http';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { licenceTeaserSchema } from '../../../domain/contracts/licence-teaser';

const TEASER_PATH = '/v1/business_licenses/teaser';

/** POST /v1/business_licenses/teaser (spec foundation §7: business_id, state, country). */
async function fetchLicenceTeaser(businessId: number, state: string) {
  const answer = await apiJson(TEASER_PATH, {
    method: 'POST',
    json: { business_id: businessId, state, country: 'US' },
  });
  return checkedAnswer(licenceTeaserSchema, answer, `POST ${TEASER_PATH}`);
}

/**
 * The licence report card's preview before purchase: how many licences may apply to the owner's
 * business, by level. Idle until the owner has a business (the formation filed): before, there
 * is no place to count them for.
 */
export function useLicenceTeaser() {
  const business = useBusinessList().data?.[0];
  return useQuery({
    queryKey: ['business-licenses', 'teaser', business?.id, business?.state_code],
    queryFn: () => fetchLicenceTeaser(business!.id, business!.state_code),
    enabled: Boolean(business?.state_code),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
