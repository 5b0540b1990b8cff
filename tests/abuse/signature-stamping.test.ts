import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { LocalSigning } from '../../server/signing/local/local-signing';
import {
  agreementSentToThree,
  asSigner,
  typedSignature,
} from '../../server/test-support/operating-agreement';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { signatureMessages } from '../../src/domain/signing/signature-request';

/**
 * Issue 24 item 3: a typed signature with a line break was taken, and then the last member's
 * signature failed with 500 on every try (the signed copy's font cannot draw it): one member's
 * signature blocked the agreement for ever. A signature is now tried on the document when given.
 */
describe('one signature that cannot be drawn does not block an agreement', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const hashOf = async (token: string) =>
    (await asSigner(t, token)('')).json().document_sha256 as string;

  it('is refused to its own signer with a message, nothing kept, and the agreement completes', async () => {
    const { tokens } = await agreementSentToThree(t, 'line-break');
    const hash = await hashOf(tokens.Ivan!);
    const broken = await asSigner(t, tokens.Ivan!)('/sign', typedSignature('Ivan\nPetrov', hash));
    // 400 where the shared text rules refuse the line break at the edge, 422 from the trial.
    expect([400, 422]).toContain(broken.statusCode);
    expect(broken.json().message).toEqual(
      broken.statusCode === 422 ? signatureMessages.typedNotPrintable : expect.any(String),
    );
    expect((await asSigner(t, tokens.Ivan!)('')).json().signer.state).not.toBe('signed');

    for (const [name, token] of [
      ['Rosa Alvarez', tokens.Rosa!],
      ['Mei Chen', tokens.Mei!],
      ['Ivan Petrov', tokens.Ivan!],
    ] as const) {
      const signed = await asSigner(t, token)('/sign', typedSignature(name, hash));
      expect(signed.statusCode, signed.body).toBe(200);
    }
    expect((await asSigner(t, tokens.Ivan!)('')).json()).toMatchObject({ signed_count: 3 });
  });

  it('whatever the edge lets through: the signing service itself tries the signature first', async () => {
    const signing = t.app.services.signing;
    if (!(signing instanceof LocalSigning)) throw new Error('the local signing service runs here');
    const { tokens } = await agreementSentToThree(t, 'trial');
    const hash = await hashOf(tokens.Mei!);
    const by = { ipAddress: '203.0.113.9', userAgent: null };
    const outcome = await signing.sign(
      tokens.Mei!,
      { consent: true, signature: { kind: 'typed', name: 'Mei\nChen' }, document_sha256: hash },
      new Date(),
      by,
    );
    expect(outcome).toEqual({
      kind: 'invalid-signature',
      message: signatureMessages.typedNotPrintable,
    });
    expect((await asSigner(t, tokens.Mei!)('')).json().signer.state).toBe('sent');
  });
});
