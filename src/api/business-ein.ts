import { BUSINESS_EIN_PATH, businessEinAnswer } from '../domain/contracts/business-ein';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import { apiJson } from './http';

/**
 * GET /v1/business/ein/{individual_id}: the EIN of the owner's business in full, null before
 * Charter has recorded one. Asked only when the owner reveals it and kept by no cache (the
 * answer is no-store, and no query holds it): every stored copy has the masked form only.
 */
export async function getOwnerEin(individualId: number): Promise<string | null> {
  const answer = await apiJson(`${BUSINESS_EIN_PATH}/${individualId}`);
  return checkedAnswer(businessEinAnswer, answer, `GET ${BUSINESS_EIN_PATH}`).ein;
}
