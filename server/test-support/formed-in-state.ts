import type { FormationAnswers } from '../products/formation/formation-filing';
import { setOwnerServiceStatus } from '../ops/ops-commands';
import { saveFormationPage, validFormationAnswers } from './formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from './owners';
import { buyFormation } from './purchases';
import type { TestApp } from './test-app';

/** Where a business is formed: the state as addresses name it, its code, a city and ZIP in it. */
export interface FormationPlace {
  state: string;
  code: string;
  city: string;
  zip: string;
}

export const TEXAS: FormationPlace = { state: 'Texas', code: 'tx', city: 'Austin', zip: '78701' };
export const CALIFORNIA: FormationPlace = {
  state: 'California',
  code: 'ca',
  city: 'Sacramento',
  zip: '95814',
};
export const ALABAMA: FormationPlace = {
  state: 'Alabama',
  code: 'al',
  city: 'Montgomery',
  zip: '36104',
};

export interface OwnerFormedInState extends SignedInOwner {
  businessId: number;
}

/**
 * An owner who bought and filed the formation of `businessName` in `place` through the API,
 * which the back office made ACTIVE at `activeAt` (the state approving it that day), or left
 * at the status given.
 */
export async function ownerFormedInState(
  t: TestApp,
  name: string,
  {
    businessName,
    place,
    activeAt = new Date(),
    status = 'ACTIVE',
  }: { businessName: string; place: FormationPlace; activeAt?: Date; status?: string },
): Promise<OwnerFormedInState> {
  const owner = await signedInOwner(t, name, { firstName: 'Rosa', lastName: 'Alvarez' });
  await buyFormation(t, owner, place.code);
  const pages: FormationAnswers = {
    ...validFormationAnswers,
    page1: {
      ...validFormationAnswers.page1,
      business_name: businessName,
      official_business_name: `${businessName} LLC`,
      business_city: place.city,
      business_state: place.state,
      business_zip_code: place.zip,
    },
  };
  for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
    const saved = await saveFormationPage(t.app, owner.token, owner.id, page, pages[page]);
    if (saved.statusCode !== 200) throw new Error(`formation ${page} refused: ${saved.body}`);
  }
  const filed = await asOwner(t, owner)(`/api/v1/formation/submit?individual_id=${owner.id}`, {
    method: 'POST',
  });
  if (filed.statusCode !== 200) throw new Error(`formation refused: ${filed.body}`);
  const { business_id: businessId } = filed.json() as { business_id: number };
  await setOwnerServiceStatus(
    t.app.services.jobs,
    t.database.db,
    { owner: String(owner.id), service: 'LLC_FORMATION', status },
    activeAt,
  );
  return { ...owner, businessId };
}
