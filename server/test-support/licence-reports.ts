import { ownerFormedInState, TEXAS } from './formed-in-state';
import { asOwner, type SignedInOwner } from './owners';
import { markBought } from './purchases';
import type { TestApp } from './test-app';

export const LICENCE_REPORT_PATH = '/api/v1/business_licenses/report';

/** The spec's common info for a restaurant serving alcohol in Austin. */
export const licenceSubmission = (businessId: number, county = 'Travis County') => ({
  business_id: businessId,
  email: 'rosa@owners.example',
  first_name: 'Rosa',
  last_name: 'Alvarez',
  phone: '512-555-0100',
  business_name: 'Bluebonnet Bistro LLC',
  business_type: 'LLC',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  county,
  industry_keyword_ids: ['722511'],
  industry_activity_ids: ['sells_alcohol', 'food'],
});

/** An owner formed in Texas (formation at `status`) who bought the licence report. */
export async function licenceBuyer(t: TestApp, name: string, status = 'ACTIVE') {
  const owner = await ownerFormedInState(t, name, {
    // Each its own: a state holds a name for one business.
    businessName: `Bluebonnet Bistro ${name}`,
    place: TEXAS,
    status,
  });
  await markBought(t, owner, ['BIZ_LICENSE_REPORT']);
  return owner;
}

/** POST /v1/business_licenses/report as `owner`, under an Idempotency-Key when given. */
export const submitLicence = (
  t: TestApp,
  owner: SignedInOwner,
  payload: object,
  key?: string,
  individualId = owner.id,
) =>
  asOwner(t, owner)(`${LICENCE_REPORT_PATH}?individual_id=${individualId}`, {
    method: 'POST',
    payload,
    ...(key ? { key } : {}),
  });
