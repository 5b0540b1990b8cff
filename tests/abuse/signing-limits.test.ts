import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { signingEvents, signingSigners } from '../../server/db/schema';
import { tokenHash } from '../../server/signing/local/signing-links';
import { LINK_EXPIRED } from '../../server/signing/local/signing-routes';
import {
  agreementSentToThree,
  asSigner,
  buyAgreement,
  ownerWithActiveFormation,
  previewAgreement,
  saveMembers,
  THREE_MEMBERS,
  typedSignature,
} from '../../server/test-support/operating-agreement';
import { asOwner, type SignedInOwner } from '../../server/test-support/owners';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { readMailFolder } from '../support/mail-folder';
import {
  AGREEMENT_PREVIEW_WINDOW_MINUTES,
  AGREEMENT_PREVIEWS_PER_WINDOW,
  agreementPreviewLimited,
} from '../../src/domain/flows/operating-agreement-flow';
import {
  resendRefusals,
  SIGNING_RESEND_COOLDOWN_MINUTES,
  SIGNING_RESENDS_PER_DAY,
} from '../../src/domain/signing/signature-request';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Issue 24 item 6: 25 resends in 5 s mailed one address 15 times; the preview rendered a whole
 * PDF per call, without limit; a used signing link never expired.
 */
describe('signing requests and previews are limited, and used links expire', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const signersOf = async (owner: SignedInOwner) =>
    (
      await asOwner(t, owner)(`/api/v1/operating_agreement/signers?individual_id=${owner.id}`)
    ).json().signers as { signer_id: number; name: string }[];
  const resend = (owner: SignedInOwner, signerId: number) =>
    asOwner(t, owner)(`/api/v1/operating_agreement/resend?individual_id=${owner.id}`, {
      method: 'POST',
      payload: { signer_id: signerId },
    });
  /** The envelope's requests as if sent this long ago. */
  const sentAgo = (envelopeId: string, ms: number) =>
    db()
      .update(signingSigners)
      .set({ sentAt: new Date(Date.now() - ms) })
      .where(eq(signingSigners.envelopeId, envelopeId));
  const requestsMailedTo = async (email: string) => {
    await t.app.services.jobs.runDue(new Date());
    return (await readMailFolder(t.dataDir)).filter(
      (mail) => mail.to.includes(email) && /asked you to sign/.test(mail.subject),
    ).length;
  };

  it('25 resends to one member at once send one; the others wait their Retry-After', async () => {
    const { owner, sent } = await agreementSentToThree(t, 'hammer');
    await sentAgo(sent.envelope_id, 2 * SIGNING_RESEND_COOLDOWN_MINUTES * MINUTE_MS);
    const mei = (await signersOf(owner))[2]!;
    const email = String(THREE_MEMBERS[2]!.email);
    const before = await requestsMailedTo(email);

    const answers = await Promise.all(
      Array.from({ length: 25 }, () => resend(owner, mei.signer_id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(24).fill(429),
    ]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(SIGNING_RESEND_COOLDOWN_MINUTES * 60);
      expect(refused.json()).toEqual({ message: resendRefusals.member(wait) });
    }
    expect(await requestsMailedTo(email)).toBe(before + 1);
  });

  it(`an owner resends at most ${SIGNING_RESENDS_PER_DAY} a day, all members together, even at once`, async () => {
    const { owner, sent } = await agreementSentToThree(t, 'daily');
    const members = await signersOf(owner);
    await sentAgo(sent.envelope_id, 2 * SIGNING_RESEND_COOLDOWN_MINUTES * MINUTE_MS);
    // One short of the day's resends, the first 23 hours ago.
    await db()
      .insert(signingEvents)
      .values(
        Array.from({ length: SIGNING_RESENDS_PER_DAY - 1 }, (_, index) => ({
          envelopeId: sent.envelope_id,
          signerId: members[0]!.signer_id,
          event: 'resent',
          at: new Date(Date.now() - 23 * HOUR_MS + index * MINUTE_MS),
          documentSha256: '0'.repeat(64),
        })),
      );

    const answers = await Promise.all(members.map((member) => resend(owner, member.signer_id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      const wait = Number(refused.headers['retry-after']);
      // The oldest of the day's resends is a day old in about an hour.
      expect(wait).toBeGreaterThan(55 * 60);
      expect(wait).toBeLessThanOrEqual(60 * 60);
      expect(refused.json()).toEqual({ message: resendRefusals.owner(wait) });
    }
  });

  it(`an owner has the agreement rendered at most ${AGREEMENT_PREVIEWS_PER_WINDOW} times in ${AGREEMENT_PREVIEW_WINDOW_MINUTES} minutes`, async () => {
    const owner = await ownerWithActiveFormation(t, 'previewer');
    await buyAgreement(t, owner);
    expect((await saveMembers(t, owner)).statusCode).toBe(200);
    for (let preview = 0; preview < AGREEMENT_PREVIEWS_PER_WINDOW; preview += 1) {
      expect((await previewAgreement(t, owner)).statusCode).toBe(200);
    }
    const refused = await previewAgreement(t, owner);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(AGREEMENT_PREVIEW_WINDOW_MINUTES * 60);
    expect(refused.json()).toEqual({ message: agreementPreviewLimited(wait) });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a used signing link expires when it would have: 410 with the page’s message', async () => {
    const { tokens } = await agreementSentToThree(t, 'used-link');
    const link = asSigner(t, tokens.Rosa!);
    const hash = (await link('')).json().document_sha256;
    expect((await link('/sign', typedSignature('Rosa Alvarez', hash))).statusCode).toBe(200);
    expect((await link('')).json().signer.state).toBe('signed');

    await db()
      .update(signingSigners)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingSigners.tokenHash, tokenHash(tokens.Rosa!)));
    for (const path of ['', '/document'] as const) {
      const expired = await link(path);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: LINK_EXPIRED });
    }
    expect((await link('/sign', typedSignature('Rosa Alvarez', hash))).statusCode).toBe(410);
  });
});
