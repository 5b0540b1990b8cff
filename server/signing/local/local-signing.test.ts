import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { signingSigners } from '../../db/schema';
import { asOwner, type SignedInOwner } from '../../test-support/owners';
import {
  agreementSentToThree,
  asSigner,
  latestMailTo,
  pngImage,
  signingToken,
  THREE_MEMBERS,
  typedSignature,
} from '../../test-support/operating-agreement';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readMailFolder } from '../../../tests/support/mail-folder';
import { tokenHash } from './signing-links';
import { signatureMessages } from '../../../src/domain/signing/signature-request';
import { LINK_EXPIRED, LINK_NOT_FOUND, WRONG_DOCUMENT } from './signing-routes';

const DAY_MS = 24 * 3600_000;

describe('signing links and reminders (Charter’s own signing service)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const documentHash = async (token: string) =>
    (await asSigner(t, token)('')).json().document_sha256 as string;
  const signersOf = async (owner: SignedInOwner) =>
    (
      await asOwner(t, owner)(`/api/v1/operating_agreement/signers?individual_id=${owner.id}`)
    ).json().signers as { signer_id: number; name: string; state: string }[];
  const resend = (owner: SignedInOwner, signerId: number) =>
    asOwner(t, owner)(`/api/v1/operating_agreement/resend?individual_id=${owner.id}`, {
      method: 'POST',
      payload: { signer_id: signerId },
    });

  describe('a link', () => {
    let owner: SignedInOwner;
    let tokens: Record<string, string>;
    beforeAll(async () => {
      ({ owner, tokens } = await agreementSentToThree(t, 'links'));
    });

    it('that is no link at all: 404 saying what to do; a malformed one: 400', async () => {
      const unknown = await asSigner(t, 'A'.repeat(43))('');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: LINK_NOT_FOUND });
      expect((await asSigner(t, 'short')('')).statusCode).toBe(400);
    });

    it('refuses a signature without consent, without a name, or on another document', async () => {
      const hash = await documentHash(tokens.Ivan!);
      const sign = asSigner(t, tokens.Ivan!);
      const noConsent = await sign('/sign', {
        ...typedSignature('Ivan Petrov', hash),
        consent: false,
      });
      expect(noConsent.statusCode).toBe(422);
      expect(noConsent.json()).toEqual({ message: signatureMessages.consentRequired });
      const blank = await sign('/sign', typedSignature('   ', hash));
      expect(blank.json()).toEqual({ message: signatureMessages.nameRequired });
      const other = await sign('/sign', typedSignature('Ivan Petrov', 'f'.repeat(64)));
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ message: WRONG_DOCUMENT });
      const shapeless = await sign('/sign', { consent: true, signature: { kind: 'stamp' } });
      expect(shapeless.statusCode).toBe(400);
      expect((await signersOf(owner)).map((signer) => signer.state)).toEqual([
        'sent',
        'sent',
        'sent',
      ]);
    });

    it('takes a drawn signature as a PNG, and refuses anything else drawn', async () => {
      const hash = await documentHash(tokens.Mei!);
      const sign = asSigner(t, tokens.Mei!);
      const notPng = await sign('/sign', {
        consent: true,
        signature: {
          kind: 'drawn',
          image: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
        },
        document_sha256: hash,
      });
      expect(notPng.statusCode).toBe(422);
      expect(notPng.json().message).toBe(signatureMessages.drawingNotPng);
      const drawn = await sign('/sign', {
        consent: true,
        signature: { kind: 'drawn', image: pngImage() },
        document_sha256: hash,
      });
      expect(drawn.statusCode, drawn.body).toBe(200);
    });

    it('acts only for its own member', async () => {
      const hash = await documentHash(tokens.Ivan!);
      const response = await asSigner(t, tokens.Ivan!)(
        '/sign',
        typedSignature('Rosa Alvarez', hash),
      );
      expect(response.statusCode).toBe(200);
      // Ivan's link signed for Ivan, whatever name was typed; Rosa has still to sign.
      expect((await signersOf(owner)).map(({ name, state }) => [name, state])).toEqual([
        ['Rosa Alvarez', 'sent'],
        ['Ivan Petrov', 'signed'],
        ['Mei Chen', 'signed'],
      ]);
      expect((await asSigner(t, tokens.Rosa!)('')).json().signer).toMatchObject({
        name: 'Rosa Alvarez',
        state: 'sent',
      });
    });

    it('that has expired: 410, until the owner sends a new one, which works', async () => {
      const rosaSigner = (await signersOf(owner))[0]!;
      await t.database.db
        .update(signingSigners)
        // Sent 30 days ago, as an expired link was.
        .set({
          linkExpiresAt: new Date(Date.now() - 1000),
          sentAt: new Date(Date.now() - 30 * DAY_MS),
        })
        .where(eq(signingSigners.tokenHash, tokenHash(tokens.Rosa!)));
      const expired = await asSigner(t, tokens.Rosa!)('');
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: LINK_EXPIRED });
      expect((await asSigner(t, tokens.Rosa!)('/document')).statusCode).toBe(410);

      expect((await resend(owner, rosaSigner.signer_id)).statusCode).toBe(200);
      await t.app.services.jobs.runDue(new Date());
      const fresh = signingToken(
        await latestMailTo(t, String(THREE_MEMBERS[0]!.email), /asked you to sign/),
      );
      expect(fresh).not.toBe(tokens.Rosa);
      // The old link no longer works at all; the new one does.
      expect((await asSigner(t, tokens.Rosa!)('')).statusCode).toBe(404);
      const view = await asSigner(t, fresh)('');
      expect(view.json()).toMatchObject({ signer: { name: 'Rosa Alvarez', state: 'sent' } });
      expect(Date.parse(view.json().expires_at)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    });
  });

  describe('the resend route', () => {
    it('refuses a member who signed (409) and one not asked (404)', async () => {
      const { owner, tokens } = await agreementSentToThree(t, 'resend');
      const [rosa] = await signersOf(owner);
      await asSigner(t, tokens.Rosa!)(
        '/sign',
        typedSignature('Rosa', await documentHash(tokens.Rosa!)),
      );
      const signed = await resend(owner, rosa!.signer_id);
      expect(signed.statusCode).toBe(409);
      expect(signed.json()).toEqual({ message: 'This member has already signed' });
      const stranger = await resend(owner, 999_999);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({
        message: 'This member was not asked to sign your operating agreement',
      });
    });
  });

  describe('reminders', () => {
    it('go 3 and 7 days after sending, once each, only to members who have not signed', async () => {
      // The earlier envelopes (their members share these addresses) have had all of theirs.
      await t.app.services.jobs.runDue(new Date(Date.now() + 60 * DAY_MS));
      const { tokens, sent } = await agreementSentToThree(t, 'reminders');
      const sentAt = new Date(sent.submitted_at);
      await asSigner(t, tokens.Ivan!)(
        '/sign',
        typedSignature('Ivan', await documentHash(tokens.Ivan!)),
      );
      const reminders = async () =>
        (await readMailFolder(t.dataDir))
          .filter((mail) => mail.subject.startsWith('Reminder: please sign'))
          .flatMap((mail) => mail.to)
          .filter((to) => to.endsWith('@bluebonnetbikes.example'));
      const before = (await reminders()).length;
      const at = (days: number) => new Date(sentAt.getTime() + days * DAY_MS + 60_000);

      await t.app.services.jobs.runDue(at(2));
      expect((await reminders()).length).toBe(before);
      await t.app.services.jobs.runDue(at(3));
      expect((await reminders()).slice(before)).toEqual([
        'rosa@bluebonnetbikes.example',
        'mei@bluebonnetbikes.example',
      ]);
      await t.app.services.jobs.runDue(at(3));
      expect((await reminders()).length).toBe(before + 2);

      // Mei signs before the second reminder: only Rosa gets it.
      await asSigner(t, tokens.Mei!)(
        '/sign',
        typedSignature('Mei', await documentHash(tokens.Mei!)),
      );
      await t.app.services.jobs.runDue(at(7));
      expect((await reminders()).slice(before + 2)).toEqual(['rosa@bluebonnetbikes.example']);
      const reminder = await latestMailTo(t, 'rosa@bluebonnetbikes.example', /^Reminder/);
      expect(signingToken(reminder)).toBe(tokens.Rosa);
      await t.app.services.jobs.runDue(at(40));
      expect((await reminders()).length).toBe(before + 3);
    });
  });
});
