import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { pageAnswers } from '../../db/schema';
import {
  changeServiceStatus,
  LLC_FORMATION_SERVICE,
  serviceStatusOf,
} from '../../services/service-statuses';
import { ALREADY_SIGNED } from '../../signing/local/signing-routes';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import {
  asSigner,
  buyAgreement,
  latestMailTo,
  ownerWithActiveFormation,
  previewAgreement,
  saveMembers,
  sendForSignature,
  SIGNER_BROWSER,
  signingToken,
  THREE_MEMBERS,
  typedSignature,
} from '../../test-support/operating-agreement';
import { readPdfLines } from '../../test-support/pdf-text';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readMailFolder } from '../../../tests/support/mail-folder';
import {
  AGREEMENT_NEEDS_FORMATION,
  AGREEMENT_NOT_PURCHASED,
  OPERATING_AGREEMENT_SERVICE,
} from './agreement-rules';
import { PRODUCTS } from '../../products';
import { activeEffects } from '../../services/product-plugin';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('Send for Signature and the signatures that follow (POST /api/v1/operating_agreement/sign)', () => {
  let t: TestApp;
  let rosa: SignedInOwner;
  /** Each member's link token, from their email. */
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await ownerWithActiveFormation(t, 'rosa');
    await buyAgreement(t, rosa);
    expect((await saveMembers(t, rosa)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const statusOf = (owner: SignedInOwner) =>
    serviceStatusOf(t.database.db, owner.id, OPERATING_AGREEMENT_SERVICE);
  /** The agreement's documents among the owner's (their purchases' receipts aside). */
  const documentsOf = async (owner: SignedInOwner) =>
    (
      (await asOwner(t, owner)(`/api/v1/services/documents/list/${owner.id}`)).json().documents as {
        document_id: number;
        product_key: string | null;
        title: string;
        file_name: string;
        category: string;
      }[]
    ).filter((document) => document.product_key === 'LLC_OPERATING_AGREEMENT');
  const signersOf = (owner: SignedInOwner) =>
    asOwner(t, owner)(`/api/v1/operating_agreement/signers?individual_id=${owner.id}`);

  describe.each([
    ['Send for Signature', sendForSignature],
    ['the preview', previewAgreement],
  ] as const)('%s refuses', (_name, request) => {
    it('an owner who has not bought it: 403', async () => {
      const owner = await ownerWithActiveFormation(t, 'unbought');
      const response = await request(t, owner);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: AGREEMENT_NOT_PURCHASED });
    });

    it('while the formation is not ACTIVE, or formed no business: 409 with the spec’s notice', async () => {
      const owner = await ownerWithActiveFormation(t, 'pending');
      const unformed = await signedInOwner(t, 'unformed');
      for (const [who, formation] of [
        [owner, 'SUBMITTED'],
        [unformed, 'ACTIVE'],
      ] as const) {
        await buyAgreement(t, who);
        await changeServiceStatus(
          t.app.services.jobs,
          t.database.db,
          activeEffects(PRODUCTS),
          who.id,
          LLC_FORMATION_SERVICE,
          formation,
          new Date(),
        );
        const response = await request(t, who);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: AGREEMENT_NEEDS_FORMATION });
        expect(await statusOf(who)).toBe('PURCHASED');
      }
    });

    it('another owner’s agreement: 403, nothing sent', async () => {
      const other = await signedInOwner(t, 'other');
      expect((await request(t, other, rosa.id)).statusCode).toBe(403);
      expect((await signersOf(other)).statusCode).toBe(404);
      expect(
        (await asOwner(t, other)(`/api/v1/operating_agreement/signers?individual_id=${rosa.id}`))
          .statusCode,
      ).toBe(403);
    });

    it('answers the rules no longer accept: 422 with the page’s messages', async () => {
      const owner = await ownerWithActiveFormation(t, 'uneven');
      await buyAgreement(t, owner);
      await saveMembers(t, owner);
      // As if saved under older rules: the members no longer add up to 100.
      const uneven = THREE_MEMBERS.map((member) => ({ ...member, percentage: 20 }));
      await t.database.db
        .update(pageAnswers)
        .set({ answers: { members: uneven } })
        .where(
          and(
            eq(pageAnswers.individualId, owner.id),
            eq(pageAnswers.pageId, 'operating-agreement/members'),
          ),
        );
      const response = await request(t, owner);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted answers before submitting',
        errors: {
          'operating-agreement/members': {
            members: 'Ownership percentages must add up to 100 (they add up to 60)',
          },
        },
      });
      expect(await documentsOf(owner)).toEqual([]);
    });
  });

  it('sends once: SUBMITTED, the agreement kept as sent, the same key replaying it', async () => {
    expect((await signersOf(rosa)).json()).toEqual({
      message: 'Your operating agreement has not been sent for signature yet',
    });
    const response = await sendForSignature(t, rosa, rosa.id, 'agreement-sign-0001');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const [sent] = await documentsOf(rosa);
    expect(body).toEqual({
      product_key: 'LLC_OPERATING_AGREEMENT',
      status: 'SUBMITTED',
      submitted_at: expect.any(String),
      envelope_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      document_id: sent!.document_id,
      signers: THREE_MEMBERS.map((member) => ({
        name: `${member.first_name} ${member.last_name}`,
        email: member.email,
      })),
    });
    expect(sent).toMatchObject({
      category: 'company-documents',
      title: expect.stringMatching(/^Operating Agreement of .* LLC \(sent for signature\)$/),
    });
    expect(await statusOf(rosa)).toBe('SUBMITTED');

    const replay = await sendForSignature(t, rosa, rosa.id, 'agreement-sign-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(body);
    const again = await sendForSignature(t, rosa);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Your operating agreement has already been sent for signature',
    });
    expect(await documentsOf(rosa)).toHaveLength(1);
  });

  it('emails each member a personal link once the requests are sent (as jobs)', async () => {
    const before = (await readMailFolder(t.dataDir)).length;
    expect(await t.app.services.jobs.runDue(new Date())).toBeGreaterThanOrEqual(3);
    // In the members' order: jobs scheduled together run in no order of their own.
    const memberIndex = (mail: { to: string[] }) =>
      THREE_MEMBERS.findIndex((member) => mail.to.includes(String(member.email)));
    const mails = (await readMailFolder(t.dataDir))
      .slice(before)
      .sort((a, b) => memberIndex(a) - memberIndex(b));
    expect(mails.map((mail) => mail.to)).toEqual(THREE_MEMBERS.map((member) => [member.email]));
    for (const [index, member] of THREE_MEMBERS.entries()) {
      const mail = mails[index]!;
      expect(mail.subject).toMatch(/^Test Owner asked you to sign: Operating Agreement of .* LLC$/);
      expect(mail.text).toContain(`Hello ${member.first_name} ${member.last_name},`);
      expect(mail.text).toMatch(/http:\/\/charter\.test\/sign\/[A-Za-z0-9_-]{43}\n/);
      tokens[String(member.first_name)] = signingToken(mail);
    }
    expect(new Set(Object.values(tokens)).size).toBe(3);
    // Jobs run once: running the due jobs again sends nothing more. (Counting the jobs a run ran
    // would count the status mails' repeated round too, due every 15 s on a slow machine.)
    await t.app.services.jobs.runDue(new Date());
    expect((await readMailFolder(t.dataDir)).length).toBe(before + 3);
  });

  it('shows each member their request, and the owner where each stands', async () => {
    const view = await asSigner(t, tokens.Ivan!)('');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      title: expect.stringMatching(/^Operating Agreement of .* LLC$/),
      business_name: expect.stringMatching(/ LLC$/),
      sent_by: 'Test Owner',
      signer: {
        name: 'Ivan Petrov',
        email: 'ivan@bluebonnetbikes.example',
        state: 'sent',
        signed_at: null,
      },
      document_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      expires_at: expect.any(String),
      signed_count: 0,
      signer_count: 3,
    });
    const document = await asSigner(t, tokens.Ivan!)('/document');
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(sha256(document.rawPayload)).toBe(view.json().document_sha256);

    expect((await asSigner(t, tokens.Ivan!)('/viewed')).statusCode).toBe(204);
    const states = (await signersOf(rosa)).json().signers.map((s: { state: string }) => s.state);
    expect(states).toEqual(['sent', 'viewed', 'sent']);
  });

  it('moves to IN_PROGRESS with the first signature, and a used link signs no more', async () => {
    const hash = (await asSigner(t, tokens.Rosa!)('')).json().document_sha256;
    const signed = await asSigner(t, tokens.Rosa!)('/sign', typedSignature('Rosa Alvarez', hash));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({
      state: 'signed',
      signed_at: expect.any(String),
      completed: false,
    });
    expect(await statusOf(rosa)).toBe('IN_PROGRESS');

    const twice = await asSigner(t, tokens.Rosa!)('/sign', typedSignature('Rosa Alvarez', hash));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ALREADY_SIGNED });
    expect((await asSigner(t, tokens.Rosa!)('')).json().signer).toMatchObject({
      state: 'signed',
      signed_at: signed.json().signed_at,
    });
  });

  it('goes ACTIVE with the last signature: the signed copy with its audit trail among the documents', async () => {
    const hash = (await asSigner(t, tokens.Ivan!)('')).json().document_sha256;
    const ivan = await asSigner(t, tokens.Ivan!)('/sign', typedSignature('Ivan Petrov', hash));
    expect(ivan.json().completed).toBe(false);
    expect(await statusOf(rosa)).toBe('IN_PROGRESS');
    const mei = await asSigner(t, tokens.Mei!)('/sign', typedSignature('Mei Chen', hash));
    expect(mei.json()).toMatchObject({ state: 'signed', completed: true });
    expect(await statusOf(rosa)).toBe('ACTIVE');

    const envelope = (await signersOf(rosa)).json();
    expect(envelope).toMatchObject({ status: 'completed', completed_at: mei.json().signed_at });
    expect(envelope.signers.map((s: { state: string }) => s.state)).toEqual([
      'signed',
      'signed',
      'signed',
    ]);
    const documents = await documentsOf(rosa);
    expect(documents.map((document) => document.title)).toEqual([
      expect.stringMatching(/\(sent for signature\)$/),
      expect.stringMatching(/\(signed\)$/),
      expect.stringMatching(/: signing audit trail$/),
    ]);

    // Pages: the agreement as sent, then its audit trail; each signature where its member signs.
    const sent = (await t.app.services.documents.find(documents[0]!.document_id, rosa.id))!;
    const signed = (await t.app.services.documents.find(documents[1]!.document_id, rosa.id))!;
    const sentPages = await readPdfLines(sent.content);
    const signedPages = await readPdfLines(signed.content);
    expect(signedPages).toHaveLength(sentPages.length + 1);
    const signedText = signedPages.flat().join('\n');
    for (const name of ['Rosa Alvarez', 'Ivan Petrov', 'Mei Chen']) {
      expect(signedText).toContain(`Electronically signed by ${name}`);
    }
    expect(signedText).toMatch(/\(signed electronically\)/);
    expect(signedText).toContain(`Charter e-signature envelope ${envelope.envelope_id}`);

    const audit = signedPages[signedPages.length - 1]!.join('\n');
    expect(audit).toContain('Audit trail');
    expect(audit).toContain(envelope.envelope_id);
    expect(audit).toContain(sha256(sent.content));
    for (const member of THREE_MEMBERS) {
      expect(audit).toContain(
        `Sent for signature to ${member.first_name} ${member.last_name} <${member.email}>`,
      );
      expect(audit).toContain(
        `Signed by ${member.first_name} ${member.last_name} <${member.email}>`,
      );
    }
    expect(audit).toContain(`Opened by Ivan Petrov <ivan@bluebonnetbikes.example>`);
    expect(audit).toContain('Completed: signed by every signer');
    expect(audit).toContain(`IP address ${SIGNER_BROWSER.remoteAddress}`);
    expect(audit).toContain('SignerBrowser/1.0');
    const alone = (await t.app.services.documents.find(documents[2]!.document_id, rosa.id))!;
    expect((await readPdfLines(alone.content))[0]!.join('\n')).toContain(envelope.envelope_id);
  });

  it('emails every member the signed copy', async () => {
    await t.app.services.jobs.runDue(new Date());
    const [, signed] = await documentsOf(rosa);
    const stored = (await t.app.services.documents.find(signed!.document_id, rosa.id))!;
    for (const member of THREE_MEMBERS) {
      const mail = await latestMailTo(t, String(member.email), /^Signed by every member/);
      expect(mail.attachments).toEqual([
        {
          filename: stored.fileName,
          contentType: 'application/pdf',
          content: Buffer.from(stored.content),
        },
      ]);
    }
  });
});
