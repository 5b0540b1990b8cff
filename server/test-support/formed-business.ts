import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { setOwnerServiceStatus } from '../ops/ops-commands';
import { fileFormation, INDIVIDUAL_AGENT_PAGE4, validFormationAnswers } from './formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from './owners';
import { buyAsOwner } from './purchases';
import type { TestApp } from './test-app';

export interface FormedBusinessOwner extends SignedInOwner {
  businessId: number;
}

/**
 * An owner whose formation is filed through Charter under `businessName` (a state registers a
 * name once) and then moved to `formationStatus` by the back office, who has bought `buys`.
 */
export async function ownerWithFormedBusiness(
  t: TestApp,
  name: string,
  {
    businessName,
    page4 = INDIVIDUAL_AGENT_PAGE4,
    formationStatus = 'ACTIVE',
    buys = [],
    buyState,
    page1Changes = {},
  }: {
    businessName: string;
    /** Formation page1 answers in place of the valid ones (another state's business). */
    page1Changes?: Answers;
    /** The state whose catalogue `buys` come from ('ca'); Texas's by default. */
    buyState?: string;
    page4?: Answers;
    formationStatus?: string;
    buys?: readonly string[];
  },
): Promise<FormedBusinessOwner> {
  const owner = await signedInOwner(t, name, { firstName: 'Rosa', lastName: 'Alvarez' });
  const page1 = {
    ...validFormationAnswers.page1,
    business_name: businessName,
    official_business_name: `${businessName} LLC`,
    ...page1Changes,
  };
  const filed = await fileFormation(t, owner, { page1, page4 });
  if (filed.statusCode !== 200) throw new Error(`formation refused: ${filed.body}`);
  const { business_id: businessId } = filed.json() as { business_id: number };
  const status = {
    owner: String(owner.id),
    service: 'LLC_FORMATION',
    status: formationStatus,
    ...(formationStatus === 'REJECTED' ? { reason: 'The state refused the name' } : {}),
  };
  await setOwnerServiceStatus(t.app.services.jobs, t.database.db, status, new Date());
  if (buys.length > 0) await buyAsOwner(t, owner, buys, buyState);
  return { ...owner, businessId };
}

/** The certificate of good standing with Texas's own fee for it (decision 0045). */
export const CERTIFICATE_PURCHASE = ['CERT_GOOD_STANDING', 'TX-CERT_GOOD_STANDING-STATE'];

/**
 * An owner with a formed (ACTIVE) business who has bought and requested the certificate of
 * good standing: its status is SUBMITTED. Resolves with the owner and when they requested it.
 */
export async function ownerWhoRequestedCertificate(t: TestApp, name: string, businessName: string) {
  const owner = await ownerWithFormedBusiness(t, name, {
    businessName,
    buys: CERTIFICATE_PURCHASE,
  });
  const requested = await asOwner(t, owner)('/api/v1/cerficate_of_good_standing/submit', {
    method: 'POST',
    payload: { individual_id: owner.id, business_id: String(owner.businessId) },
  });
  if (requested.statusCode !== 200) throw new Error(`request refused: ${requested.body}`);
  return {
    owner,
    requestedAt: new Date((requested.json() as { submitted_at: string }).submitted_at),
  };
}
