import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { readMailFolder, type ReadMail } from '../../tests/support/mail-folder';
import { pngDataUrl, rgbaPng } from './crafted-files';
import { PRODUCTS } from '../products';
import { activeEffects } from '../services/product-plugin';
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
  await changeServiceStatus(
    t.app.services.jobs,
    t.database.db,
    activeEffects(PRODUCTS),
    owner.id,
    LLC_FORMATION_SERVICE,
    'ACTIVE',
    new Date(),
  );
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

/** POST /api/v1/operating_agreement/sign: Send for Signature, as the owner's step 2 sends it. */
export const sendForSignature = (
  t: TestApp,
  owner: SignedInOwner,
  individualId = owner.id,
  key?: string,
) =>
  asOwner(t, owner)(`/api/v1/operating_agreement/sign?individual_id=${individualId}`, {
    method: 'POST',
    payload: { individual_id: individualId },
    key,
  });

/** The personal link in a signing mail: its token. */
export function signingToken(mail: ReadMail): string {
  const match = /\/sign\/([A-Za-z0-9_-]{43})\b/.exec(mail.text);
  if (!match) throw new Error(`no signing link in "${mail.subject}"`);
  return match[1]!;
}

/** The latest mail to `email` whose subject matches. */
export async function latestMailTo(t: TestApp, email: string, subject: RegExp): Promise<ReadMail> {
  const mails = (await readMailFolder(t.dataDir)).filter(
    (mail) => mail.to.includes(email) && subject.test(mail.subject),
  );
  const latest = mails[mails.length - 1];
  if (!latest) throw new Error(`no mail to ${email} matching ${subject}`);
  return latest;
}

/** Where a signer's browser is, as the audit trail records it. */
export const SIGNER_BROWSER = {
  remoteAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) SignerBrowser/1.0',
};

/** A request of a signer's browser to the public signing API (no account, no token header). */
export function asSigner(t: TestApp, token: string) {
  return (path: '' | '/document' | '/viewed' | '/sign', payload?: object) =>
    t.app.inject({
      method: path === '' || path === '/document' ? 'GET' : 'POST',
      url: `/api/v1/signing/${token}${path}`,
      remoteAddress: SIGNER_BROWSER.remoteAddress,
      headers: { 'user-agent': SIGNER_BROWSER.userAgent },
      ...(payload ? { payload } : {}),
    });
}

/** A typed signature with consent, for the document of this hash. */
export const typedSignature = (name: string, documentSha256: string) => ({
  consent: true,
  signature: { kind: 'typed', name },
  document_sha256: documentSha256,
});

/**
 * An owner whose operating agreement has gone to THREE_MEMBERS, with the request mails written:
 * each member's token, by first name.
 */
export async function agreementSentToThree(t: TestApp, name: string) {
  const owner = await ownerWithActiveFormation(t, name);
  await buyAgreement(t, owner);
  const saved = await saveMembers(t, owner);
  if (saved.statusCode !== 200) throw new Error(`members refused: ${saved.body}`);
  const sent = await sendForSignature(t, owner);
  if (sent.statusCode !== 200) throw new Error(`sign refused: ${sent.body}`);
  await t.app.services.jobs.runDue(new Date());
  const tokens: Record<string, string> = {};
  for (const member of THREE_MEMBERS) {
    const mail = await latestMailTo(t, String(member.email), /asked you to sign/);
    tokens[String(member.first_name)] = signingToken(mail);
  }
  return {
    owner,
    tokens,
    sent: sent.json() as { envelope_id: string; document_id: number; submitted_at: string },
  };
}

/** A drawn signature as the signing pad sends it: a small RGBA PNG's data URL. */
export const pngImage = (width = 40, height = 12) => pngDataUrl(rgbaPng(width, height));
