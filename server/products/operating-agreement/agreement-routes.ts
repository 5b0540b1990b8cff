import type { FastifyInstance, FastifyReply } from 'fastify';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import {
  AGREEMENT_PREVIEW_WINDOW_MINUTES,
  AGREEMENT_PREVIEWS_PER_WINDOW,
  agreementPreviewLimited,
  OPERATING_AGREEMENT_FLOW,
  OPERATING_AGREEMENT_PREVIEW_PATH,
  OPERATING_AGREEMENT_RESEND_PATH,
  OPERATING_AGREEMENT_SIGNERS_PATH,
} from '../../../src/domain/flows/operating-agreement-flow';
import { resendRefusals } from '../../../src/domain/signing/signature-request';
import { envelopeView, type EnvelopeView } from '../../../src/domain/contracts/agreement-signers';
import type { EnvelopeStatus, SigningProvider } from '../../signing/signing-provider';
import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import { isBoughtStatus } from '../../../src/domain/services/formation-rules';
import { individualIdSchema } from '../../api/owner-id-schema';
import type { Database } from '../../db/database';
import { pdfResponse, sendPdf } from '../../http/pdf-reply';
import { businessRecord } from '../../services/businesses';
import { reviewedAnswers, reviewProblems, reviewReader } from '../../services/flow-review';
import type { PageAnswersService } from '../../services/page-answers';
import { serviceStatusOf } from '../../services/service-statuses';
import { agreementTerms, proposeAgreementPages } from './agreement-answers';
import { renderAgreementPdf } from './agreement-pdf';
import {
  AGREEMENT_NOT_PURCHASED,
  formedBusiness,
  OPERATING_AGREEMENT_SERVICE,
} from './agreement-rules';

interface AgreementRoutesOptions {
  db: Database;
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
  signing: SigningProvider;
}

export const AGREEMENT_NOT_SENT = 'Your operating agreement has not been sent for signature yet';
export const NO_SUCH_MEMBER = 'This member was not asked to sign your operating agreement';
export const MEMBER_ALREADY_SIGNED = 'This member has already signed';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** 429: try again in `seconds` (Retry-After), with what the owner is told. */
const tooMany = (reply: FastifyReply, seconds: number, message: string) =>
  reply.code(429).header('retry-after', String(seconds)).send({ message });

function presentEnvelope(envelope: EnvelopeStatus): EnvelopeView {
  return {
    envelope_id: envelope.id,
    status: envelope.status,
    sent_at: envelope.sentAt.toISOString(),
    completed_at: iso(envelope.completedAt),
    signers: envelope.signers.map((signer) => ({
      signer_id: signer.id,
      name: signer.name,
      email: signer.email,
      state: signer.state,
      sent_at: signer.sentAt.toISOString(),
      viewed_at: iso(signer.viewedAt),
      signed_at: iso(signer.signedAt),
    })),
  };
}

/**
 * The operating agreement's own routes (decision 0050): GET /v1/operating_agreement/preview,
 * the agreement generated from the owner's confirmed answers, with the sign's refusals: not
 * bought 403, formation not ACTIVE 409 (the spec's notice), answers missing or invalid 422,
 * rendered too often 429; GET …/signers, where each member stands; POST …/resend, a member
 * asked again (429 too soon or too often). Limits: decision 0055.
 */
export async function agreementRoutes(
  app: FastifyInstance,
  { db, pages, findPage, signing }: AgreementRoutesOptions,
) {
  const productKey = OPERATING_AGREEMENT_FLOW.submission.productKey;

  // Per owner (the caller: a foreign individual_id is refused before any handler), counted in
  // the rate-limit store each process shares.
  const previewLimit = app.createRateLimit({
    max: AGREEMENT_PREVIEWS_PER_WINDOW,
    timeWindow: AGREEMENT_PREVIEW_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) =>
      `agreement-preview|${(request.query as { individual_id: number }).individual_id}`,
  });

  const review = reviewReader(
    OPERATING_AGREEMENT_FLOW,
    { db, pages, findPage },
    proposeAgreementPages,
  );

  schemaTyped(app).get(
    OPERATING_AGREEMENT_PREVIEW_PATH,
    {
      schema: {
        summary: "The owner's operating agreement as it would be sent for signature (PDF)",
        querystring: individualIdSchema,
        response: { 200: pdfResponse('The agreement, to read in the page') },
      },
    },
    async (request, reply) => {
      const individualId = request.query.individual_id;
      const status = await serviceStatusOf(db, individualId, OPERATING_AGREEMENT_SERVICE);
      if (!isBoughtStatus(status)) {
        return plainReply(reply).code(403).send({ message: AGREEMENT_NOT_PURCHASED });
      }
      const formed = await formedBusiness(db, individualId);
      if ('refused' in formed) {
        return plainReply(reply).code(formed.refused.status).send(formed.refused.body);
      }
      const reviewed = await review.read(individualId);
      const problems = reviewProblems(reviewed);
      if (problems) return plainReply(reply).code(problems.status).send(problems.body);
      // Only an agreement about to be rendered counts: refusals above cost little.
      const limited = await previewLimit(request);
      if (!limited.isAllowed && limited.isExceeded) {
        const wait = limited.ttlInSeconds;
        return tooMany(reply, wait, agreementPreviewLimited(wait));
      }
      const byName = new Map(reviewed.map((page) => [page.name, page]));
      const terms = agreementTerms(
        businessRecord(formed.context),
        (page) => reviewedAnswers(byName.get(page)) ?? {},
        new Date(),
      );
      const { bytes } = await renderAgreementPdf(terms);
      return sendPdf(reply, bytes, 'operating-agreement-preview.pdf');
    },
  );

  schemaTyped(app).get(
    OPERATING_AGREEMENT_SIGNERS_PATH,
    {
      schema: {
        summary: "Where each member stands with their signature on the owner's agreement",
        querystring: individualIdSchema,
        response: { 200: envelopeView },
      },
    },
    async (request, reply) => {
      const envelope = await signing.latestEnvelope(request.query.individual_id, productKey);
      if (!envelope) return plainReply(reply).code(404).send({ message: AGREEMENT_NOT_SENT });
      return presentEnvelope(envelope);
    },
  );

  schemaTyped(app).post(
    OPERATING_AGREEMENT_RESEND_PATH,
    {
      config: { idempotent: true },
      schema: {
        summary:
          'Asks a member who has not signed again, with a new link (the old one stops); limited per member and per owner (429 with Retry-After)',
        querystring: individualIdSchema,
        body: {
          type: 'object',
          properties: { signer_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          required: ['signer_id'],
          additionalProperties: false,
        },
        response: { 200: envelopeView },
      },
    },
    async (request, reply) => {
      const individualId = request.query.individual_id;
      const envelope = await signing.latestEnvelope(individualId, productKey);
      if (!envelope) return plainReply(reply).code(404).send({ message: AGREEMENT_NOT_SENT });
      const outcome = await signing.resend(envelope.id, request.body.signer_id, new Date(), {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      switch (outcome.kind) {
        case 'not-found':
          return plainReply(reply).code(404).send({ message: NO_SUCH_MEMBER });
        case 'already-signed':
          return plainReply(reply).code(409).send({ message: MEMBER_ALREADY_SIGNED });
        case 'limited': {
          const wait = outcome.retryAfterSeconds;
          return tooMany(reply, wait, resendRefusals[outcome.limit](wait));
        }
        case 'sent':
          return presentEnvelope((await signing.latestEnvelope(individualId, productKey))!);
      }
    },
  );
}
