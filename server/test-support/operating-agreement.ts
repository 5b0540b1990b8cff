import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { changeServiceStatus, LLC_FORMATION_SERVICE } from '../services/service-statuses';
import { fileFormation, validFormationAnswers } from './formation-answers';
import { asOwner, saveOwnerPage, signedInOwner, type SignedInOwner } from './owners';
import { buyAsOwner } from './purchases';
import type { TestApp } from './test-app';

/** Three members of the LLC, adding up to 100, with the emails they sign at. */
export const THREE_MEMBERS: Answers[] = [
  {
    first_name: 'Rosa',
    last_name: 'Alvarez',
    email: 'rosa@bluebonnetbikes.example',
    percentage: 40,
    capital_contribution: '$6,000 in cash',
    is_managing_member: true,
  },
  {
    first_name: 'Ivan',
    last_name: 'Petrov',
    email: 'ivan@bluebonnetbikes.example',
    percentage: 35,
    capital_contribution: 'Tools and equipment',
    is_managing_member: false,
  },
  {
    first_name: 'Mei',
    last_name: 'Chen',
    email: 'mei@bluebonnetbikes.example',
    percentage: 25,
    capital_contribution: '',
    is_managing_member: false,
  },
];

let businesses = 0;

/**
 * A new owner whose formation is filed (a business of their own name, `businessName` when
 * given) and ACTIVE, as the back office sets it once the state approves.
 */
export async function ownerWithActiveFormation(
  t: TestApp,
  name: string,
  businessName = `Bluebonnet Bikes ${++businesses} ${name}`,
): Promise<SignedInOwner> {
  const owner = await signedInOwner(t, name);
  const page1 = {
    ...validFormationAnswers.page1,
    business_name: businessName,
    official_business_name: `${businessName} LLC`,
  };
  const filed = await fileFormation(t, owner, { page1 });
  if (filed.statusCode !== 200) throw new Error(`formation refused: ${filed.body}`);
  await changeServiceStatus(t.database.db, owner.id, LLC_FORMATION_SERVICE, 'ACTIVE', new Date());
  return owner;
}

/** Buys the operating agreement for the owner (the catalogue must be seeded). */
export const buyAgreement = (t: TestApp, owner: SignedInOwner) =>
  buyAsOwner(t, owner, ['LLC_OPERATING_AGREEMENT']);

/** Saves the agreement's members page (step 1's Members modal). */
export function saveMembers(t: TestApp, owner: SignedInOwner, members: Answers[] = THREE_MEMBERS) {
  return saveOwnerPage(t.app, owner.token, owner.id, 'operating-agreement/members', { members });
}

/** GET /api/v1/operating_agreement/preview as the owner's browser asks for it. */
export const previewAgreement = (t: TestApp, owner: SignedInOwner, individualId = owner.id) =>
  asOwner(t, owner)(`/api/v1/operating_agreement/preview?individual_id=${individualId}`);
