import { AMENDMENT_PAGE_NAMES } from '../amendment/amendment-rules';
import { AMENDMENT_FLOW } from '../flows/amendment-flow';
import { ANNUAL_REPORT_FLOW } from '../flows/annual-report-flow';
import { BUSINESS_LICENSE_FLOW } from '../flows/business-license-flow';
import { CERTIFICATE_FLOW } from '../flows/certificate-flow';
import { EIN_FLOW } from '../flows/ein-flow';
import { FORMATION_FLOW } from '../flows/formation-flow';
import { OPERATING_AGREEMENT_FLOW } from '../flows/operating-agreement-flow';
import { REGISTERED_AGENT_FLOW } from '../flows/registered-agent-flow';
import { filedBusinessId, filingAnswer } from './filing-response';

/**
 * Each submitted flow's 200 answer (decision 0065): its filing's route serialises with it and
 * its confirmation page reads the answer with it. Built by `filingAnswer`, so each is the
 * common part of every filing with the flow's own members.
 */

/** POST /v1/formation/submit. A business has one state filing: statefile_id is its id. */
export const formationFiled = /* @__PURE__ */ filingAnswer(
  FORMATION_FLOW.submission.productKey,
  'The business, filed (SUBMITTED)',
  {
    properties: { business_id: filedBusinessId, statefile_id: { type: 'integer' } },
    required: ['business_id', 'statefile_id'],
  },
);

/** POST /v1/ein/submit. */
export const einFiled = /* @__PURE__ */ filingAnswer(
  EIN_FLOW.submission.productKey,
  'The EIN application, submitted: what the confirmation page shows',
  {
    properties: {
      estimated_business_days: {
        type: ['integer', 'null'],
        description: 'Business days the IRS takes from the submission (decision 0037)',
      },
      estimated_date: {
        type: ['string', 'null'],
        format: 'date',
        description: 'When the EIN is expected, YYYY-MM-DD (weekends and federal holidays skipped)',
      },
      document_id: {
        type: 'integer',
        description: "The application as submitted (PDF), among the business's documents",
      },
    },
    required: ['estimated_business_days', 'estimated_date', 'document_id'],
  },
);

/** POST /v1/amendment/submit. */
export const amendmentFiled = /* @__PURE__ */ filingAnswer(
  AMENDMENT_FLOW.submission.productKey,
  'The articles of amendment, filed',
  {
    properties: {
      amendment_id: { type: 'integer' },
      business_id: filedBusinessId,
      changed_sections: {
        type: 'array',
        description: 'The pages whose section the amendment changes (page1…page4)',
        items: { type: 'string', enum: AMENDMENT_PAGE_NAMES },
      },
    },
    required: ['amendment_id', 'business_id', 'changed_sections'],
  },
);

/** POST /v1/annual_report/submit. */
export const annualReportFiled = /* @__PURE__ */ filingAnswer(
  ANNUAL_REPORT_FLOW.submission.productKey,
  'The annual report, submitted: what the confirmation page shows',
  {
    properties: {
      business_id: filedBusinessId,
      due_date: {
        type: ['string', 'null'],
        format: 'date',
        description:
          "The due date of the occurrence filed for, from the owner's compliance calendar; null where the state has no dated annual report",
      },
    },
    required: ['business_id', 'due_date'],
  },
);

/** POST /v1/operating_agreement/sign. */
export const agreementSent = /* @__PURE__ */ filingAnswer(
  OPERATING_AGREEMENT_FLOW.submission.productKey,
  'The agreement, sent to every member for signature',
  {
    properties: {
      envelope_id: { type: 'string', format: 'uuid' },
      document_id: {
        type: 'integer',
        description: "The agreement as sent, among the business's documents",
      },
      signers: {
        type: 'array',
        description: 'The members asked to sign, each by email',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, email: { type: 'string' } },
          required: ['name', 'email'],
        },
      },
    },
    required: ['envelope_id', 'document_id', 'signers'],
  },
);

/** POST /v1/cerficate_of_good_standing/submit: the request, for the owner's formed business. */
export const certificateRequested = /* @__PURE__ */ filingAnswer(
  CERTIFICATE_FLOW.submission.productKey,
  'The certificate request, submitted: the certificate follows from the state',
  { properties: { business_id: filedBusinessId }, required: ['business_id'] },
);

/** POST /v1/registered_agent/submit: the appointment request, for the formed business. */
export const registeredAgentRequested = /* @__PURE__ */ filingAnswer(
  REGISTERED_AGENT_FLOW.submission.productKey,
  'The registered agent appointment, submitted: what the confirmation page shows',
  {
    properties: {
      business_id: filedBusinessId,
      document_id: {
        type: 'integer',
        description: 'The appointment request as submitted (PDF), on the registered-agent shelf',
      },
    },
    required: ['business_id', 'document_id'],
  },
);

/**
 * POST /v1/business_licenses/report: the spec's answer (foundation §7, success 1 and
 * order_url), the Charter page that shows the report once it is prepared.
 */
export const licenceReportOrdered = /* @__PURE__ */ filingAnswer(
  BUSINESS_LICENSE_FLOW.submission.productKey,
  'The business license report, ordered: it is prepared in the background',
  {
    properties: {
      business_id: filedBusinessId,
      success: { const: 1 },
      order_url: { type: 'string', description: 'The Charter page that shows the report' },
    },
    // business_id is absent when the report was ordered before the formation was filed.
    required: ['success', 'order_url'],
  },
);
