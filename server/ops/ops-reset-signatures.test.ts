import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { signingEnvelopes, signingEvents, signingSigners } from '../db/schema';
import { serviceStatusOf } from '../services/service-statuses';
import { OPERATING_AGREEMENT_SERVICE } from '../products/operating-agreement/agreement-rules';
import {
  agreementSentToThree,
  asSigner,
  latestMailTo,
  signingToken,
  typedSignature,
} from '../test-support/operating-agreement';
import { opsRunner, throughRunningServer } from '../test-support/ops-runner';
import { signedInOwner, type SignedInOwner } from '../test-support/owners';
import { readPdfText } from '../test-support/pdf-text';
import { createTestApp, type TestApp } from '../test-support/test-app';

const OPS_TOKEN = 'ops-secret-for-reset-tests';
const IVAN = 'ivan@bluebonnetbikes.example';

describe('npm run ops -- reset-signatures <owner>', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    ops = opsRunner(t);
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const hashOf = async (token: string) =>
    (await asSigner(t, token)('')).json().document_sha256 as string;

  /**
   * An agreement stuck the old way: Rosa signed; Ivan's typed signature with a line break was
   * kept as the code before decision 0055 kept it (WinAnsi cannot draw it), so whoever signs last
   * fails the completion with 500, on every try.
   */
  async function stuckAgreement(name: string) {
    const sent = await agreementSentToThree(t, name);
    const { tokens } = sent;
    const hash = await hashOf(tokens.Rosa!);
    expect(
      (await asSigner(t, tokens.Rosa!)('/sign', typedSignature('Rosa', hash))).statusCode,
    ).toBe(200);
    const db = t.database.db;
    const [ivan] = await db
      .update(signingSigners)
      .set({
        status: 'signed',
        signedAt: new Date(),
        viewedAt: new Date(),
        signatureKind: 'typed',
        signatureName: 'Ivan\nPetrov',
      })
      .where(
        and(eq(signingSigners.envelopeId, sent.sent.envelope_id), eq(signingSigners.email, IVAN)),
      )
      .returning();
    await db.insert(signingEvents).values({
      envelopeId: sent.sent.envelope_id,
      signerId: ivan!.id,
      event: 'signed',
      at: new Date(),
      documentSha256: hash,
    });
    return { ...sent, hash };
  }

  it('is listed by help', async () => {
    const help = await ops(['help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain('reset-signatures <owner>');
    expect((await ops(['reset-signatures'])).code).toBe(2);
  });

  it('returns the signature that cannot be drawn, and the agreement completes once its member signs again', async () => {
    const { owner, tokens, hash, sent } = await stuckAgreement('stuck');
    // Stuck: Mei signs last, and the completion fails every time.
    expect((await asSigner(t, tokens.Mei!)('/sign', typedSignature('Mei', hash))).statusCode).toBe(
      500,
    );
    expect((await asSigner(t, tokens.Mei!)('/sign', typedSignature('Mei', hash))).statusCode).toBe(
      500,
    );

    const reset = await ops(['reset-signatures', owner.email]);
    expect(reset).toEqual({
      code: 0,
      out: [
        `Reset the operating agreement of ${owner.email} (individual ${owner.id}, envelope ${sent.envelope_id}):`,
        `  Ivan Petrov <${IVAN}>: their signature could not be drawn; unsigned again, a new link is being mailed.`,
        '1 of 3 members have signed. It completes once every member has signed.',
      ],
      err: [],
    });
    // Ivan's old link stops; a new one is mailed; the audit trail says why.
    expect((await asSigner(t, tokens.Ivan!)('')).statusCode).toBe(404);
    await t.app.services.jobs.runDue(new Date());
    const fresh = signingToken(await latestMailTo(t, IVAN, /asked you to sign/));
    expect((await asSigner(t, fresh)('')).json().signer).toMatchObject({ state: 'sent' });

    const mei = await asSigner(t, tokens.Mei!)('/sign', typedSignature('Mei Chen', hash));
    expect(mei.statusCode, mei.body).toBe(200);
    expect(mei.json().completed).toBe(false);
    const ivan = await asSigner(t, fresh)('/sign', typedSignature('Ivan Petrov', hash));
    expect(ivan.statusCode, ivan.body).toBe(200);
    expect(ivan.json().completed).toBe(true);
    expect(await serviceStatusOf(t.database.db, owner.id, OPERATING_AGREEMENT_SERVICE)).toBe(
      'ACTIVE',
    );
    const [envelope] = await t.database.db
      .select()
      .from(signingEnvelopes)
      .where(eq(signingEnvelopes.id, sent.envelope_id));
    const auditTrail = await t.app.services.documents.find(envelope!.auditDocumentId!, owner.id);
    const { pages } = await readPdfText(auditTrail!.content);
    expect(pages.join('\n')).toMatch(
      /Signature returned, as it could not be drawn on the\s+document/,
    );

    // Completed: nothing more to reset.
    expect(await ops(['reset-signatures', String(owner.id)])).toMatchObject({
      code: 1,
      err: [expect.stringMatching(/was completed on .*: its signatures are final$/)],
    });
  });

  it('says so and changes nothing when no signature is stuck, or nothing was sent', async () => {
    const { owner, tokens, hash } = await agreementSentToThree(t, 'unstuck').then(async (sent) => ({
      ...sent,
      hash: await hashOf(sent.tokens.Rosa!),
    }));
    await asSigner(t, tokens.Rosa!)('/sign', typedSignature('Rosa Alvarez', hash));
    const before = await t.database.db.select().from(signingSigners);
    expect(await ops(['reset-signatures', owner.email])).toEqual({
      code: 0,
      out: [
        expect.stringMatching(
          new RegExp(
            `^Nothing to reset: every signature given on the operating agreement of ${owner.email} .* can be drawn\\. 1 of 3 members have signed\\.$`,
          ),
        ),
      ],
      err: [],
    });
    expect(await t.database.db.select().from(signingSigners)).toEqual(before);
    expect((await asSigner(t, tokens.Ivan!)('')).statusCode).toBe(200);

    const never: SignedInOwner = await signedInOwner(t, 'never');
    expect(await ops(['reset-signatures', never.email])).toEqual({
      code: 1,
      out: [],
      err: [`${never.email} has not sent an operating agreement for signature`],
    });
  });

  it('works through the running server that holds the PGlite files', async () => {
    const { owner } = await stuckAgreement('through-server');
    await throughRunningServer(t, OPS_TOKEN, async (connect) => {
      const reset = await ops(['reset-signatures', owner.email], connect);
      expect(reset.code, reset.err.join('\n')).toBe(0);
      expect(reset.out[1]).toContain(`Ivan Petrov <${IVAN}>: their signature could not be drawn`);
      const again = await ops(['reset-signatures', owner.email], connect);
      expect(again.out[0]).toMatch(/^Nothing to reset: /);
    });
  });
});
