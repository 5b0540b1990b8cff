import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import { signatureProblem, signingApiPaths } from '../../../src/domain/signing/signature-request';
import { SIGNING_TOKEN_PATTERN } from '../../../src/domain/signing/signing-page-path';
import { signBody, signedAnswer, signingRequestView } from '../../../src/domain/contracts/signing';
import { pdfResponse, sendPdf } from '../../http/pdf-reply';
import type { LocalSigning, RequestOrigin } from './local-signing';

interface SigningRoutesOptions {
  signing: LocalSigning;
  /** Per client address and minute, on each of these routes. */
  rateLimitPerMinute: number;
}

export const LINK_NOT_FOUND =
  'This signing link does not work. It may have been replaced by a newer one: use the link in the most recent email, or ask the business owner to send it again.';
export const LINK_EXPIRED =
  'This signing link has expired. Ask the business owner to send you a new one from their dashboard.';
export const ALREADY_SIGNED = 'You have already signed this document.';
export const WRONG_DOCUMENT =
  'This is not the document you were asked to sign. Reload the page and read the agreement again before signing.';

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: SIGNING_TOKEN_PATTERN } },
  required: ['token'],
} as const;

/** What `working` reads of a signing route's request. */
type TokenRequest = { params: FromSchema<typeof tokenParams> };

const origin = (request: FastifyRequest): RequestOrigin => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/**
 * The public routes a signer's link reaches, no account needed (decision 0050): what it asks,
 * the document, "opened", and the signature. A link that does not work answers 404, one that
 * has expired 410, each with what to do; each route is rate-limited per client address.
 */
export async function signingRoutes(
  app: FastifyInstance,
  { signing, rateLimitPerMinute }: SigningRoutesOptions,
) {
  const config = { public: true, rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };

  /** The link's signer and envelope, or the answer for a link that does not work. */
  async function working(request: TokenRequest, reply: FastifyReply) {
    const found = await signing.lookup(request.params.token, new Date());
    if (found.kind === 'not-found') {
      void reply.code(404).send({ message: LINK_NOT_FOUND });
      return null;
    }
    if (found.kind === 'expired') {
      void reply.code(410).send({ message: LINK_EXPIRED });
      return null;
    }
    return found;
  }

  schemaTyped(app).get(
    signingApiPaths.request(':token'),
    {
      config,
      schema: {
        summary: "A signing link's request: the document, who asks, the signer and their state",
        params: tokenParams,
        response: { 200: signingRequestView },
      },
    },
    async (request, reply) => {
      const found = await working(request, reply);
      if (!found) return reply;
      return signing.view(found.envelope, found.signer);
    },
  );

  schemaTyped(app).get(
    signingApiPaths.document(':token'),
    {
      config,
      schema: {
        summary: 'The document a signing link asks to sign (PDF)',
        params: tokenParams,
        response: { 200: pdfResponse('The document as sent') },
      },
    },
    async (request, reply) => {
      const found = await working(request, reply);
      if (!found) return reply;
      return sendPdf(reply, await signing.document(found.envelope), 'document.pdf');
    },
  );

  schemaTyped(app).post(
    signingApiPaths.viewed(':token'),
    {
      config,
      schema: {
        summary: 'Records that the signer opened the document (the audit trail’s "opened")',
        params: tokenParams,
        response: { 204: { description: 'Recorded', type: 'null' } },
      },
    },
    async (request, reply) => {
      const found = await working(request, reply);
      if (!found) return reply;
      await signing.viewed(found.signer, found.envelope, new Date(), origin(request));
      return plainReply(reply).code(204).send();
    },
  );

  schemaTyped(app).post(
    signingApiPaths.sign(':token'),
    {
      config,
      schema: {
        summary: 'Signs the document for the link’s signer: consent, signature, document hash',
        params: tokenParams,
        body: signBody,
        response: { 200: signedAnswer },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const problem = signatureProblem(body.consent === true, body.signature);
      if (problem) return plainReply(reply).code(422).send({ message: problem });
      // Consent is true from here: signatureProblem refuses any other.
      const consented = { ...body, consent: true } as const;
      const outcome = await signing.sign(
        request.params.token,
        consented,
        new Date(),
        origin(request),
      );
      switch (outcome.kind) {
        case 'not-found':
          return plainReply(reply).code(404).send({ message: LINK_NOT_FOUND });
        case 'expired':
          return plainReply(reply).code(410).send({ message: LINK_EXPIRED });
        case 'already-signed':
          return plainReply(reply).code(409).send({ message: ALREADY_SIGNED });
        case 'wrong-document':
          return plainReply(reply).code(409).send({ message: WRONG_DOCUMENT });
        case 'invalid-signature':
          return plainReply(reply).code(422).send({ message: outcome.message });
        case 'signed':
          return {
            state: 'signed' as const,
            signed_at: outcome.signedAt.toISOString(),
            completed: outcome.completed,
          };
      }
    },
  );
}
