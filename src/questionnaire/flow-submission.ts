/*
 * Outside src/questionnaire/api on purpose: that folder is the question engine's chunk group,
 * which every question page loads, and a submission's kept-key retry policy belongs to the
 * signed-in chunk; the review loads this with itself.
 */
import { apiJson } from '../api/http';
import { sendUnderKeptKey } from '../api/kept-key-request';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import {
  filedCommon,
  type FiledCommon,
  type FiledCommonSchema,
  type FilingAnswer,
  type FilingAnswerSchema,
} from '../domain/contracts/filing-response';
import { schemaProblem } from '../domain/contracts/schema-check';
import type { Flow, FlowSubmission } from '../domain/flows/flow';
import { sessionRecord, sessionText } from '../local/session-records';

/**
 * What a submission carries besides its owner, where its flow's contract asks for more than
 * the saved pages (the licence report: the spec's common info, foundation §3).
 */
export type SubmissionDetails = Readonly<Record<string, unknown>>;

/** A flow that files something when its review is confirmed. */
export type SubmittingFlow = Flow & { submission: FlowSubmission };

/** The same submission is still being processed on the server (its key is in use). */
const SUBMISSION_STILL_RUNNING =
  'Your submission is still being processed. Please wait a moment and submit again: it will be filed once.';

/**
 * The Idempotency-Key a submission is sent under until the server has answered it. Plain text,
 * as it was stored before the JSON records: a tab mid-submission across a deploy still finds it.
 */
const keptKey = sessionText(
  (flow: Flow, individualId: number) => `charter:${flow.key}-submit-key:${individualId}`,
);

/**
 * POST {submission.path} with an Idempotency-Key that survives until the server has answered:
 * pressing again after a lost answer replays the first submission instead of filing twice. A
 * questionnaire names its owner in the query (`?individual_id=`); a flow acting on the formed
 * business names the owner and that business in the body (spec foundation §7:
 * `{ individual_id, business_id }`, business_id a string); a flow whose contract asks for more
 * sends its details beside the owner. The answer is read with what every
 * filing answers (its flow's own members are its confirmation's to read).
 */
export async function submitFlow(
  flow: SubmittingFlow,
  individualId: number,
  businessId?: string,
  details?: SubmissionDetails,
): Promise<FiledCommon> {
  const kept = keptKey(flow, individualId);
  let key = kept.read();
  if (!key) {
    key = `${flow.key}-submit-${crypto.randomUUID()}`;
    kept.write(key);
  }
  const { path } = flow.submission;
  const [url, json] =
    businessId === undefined
      ? [`${path}?individual_id=${individualId}`, { ...details, individual_id: individualId }]
      : [path, { individual_id: individualId, business_id: businessId }];
  // A final refusal is replayed for this key, so a corrected retry needs a new one; without a
  // final answer (network, 5xx, in progress) the key is kept for the retry.
  const answer = await sendUnderKeptKey(
    () => apiJson<unknown>(url, { method: 'POST', json, headers: { 'idempotency-key': key } }),
    () => kept.remove(),
    SUBMISSION_STILL_RUNNING,
  );
  // Its type derived from the schema as JSON Schema sees it, not the types the schema carries.
  const common = filedCommon(flow.submission.productKey);
  return checkedAnswer<FiledCommonSchema>(common, answer, `POST ${path}`);
}

const submissionName = (flow: Flow, individualId: number) =>
  `charter:${flow.key}-submission:${individualId}`;

/**
 * The submission the confirmation page shows (this tab; gone with the tab), kept as the server
 * answered it; its confirmation reads it back with its flow's own answer schema.
 */
const submission = sessionRecord(submissionName, true);

export function rememberSubmission(flow: Flow, individualId: number, answer: FiledCommon): void {
  submission(flow, individualId).write(answer);
}

/**
 * The remembered submission, when it is what the flow's filing answers (`answer`, from
 * src/domain/contracts/filing-answers.ts): what the tab kept is read back, not trusted.
 */
export function rememberedSubmission<S extends FilingAnswerSchema>(
  flow: Flow,
  individualId: number,
  answer: S,
): (FiledCommon & FilingAnswer<S>) | null {
  const kept = submission(flow, individualId).read();
  // The type the schema carries, not FromSchema of a generic schema (too deep to derive here).
  return kept !== null && schemaProblem(answer, kept) === null
    ? (kept as FiledCommon & FilingAnswer<S>)
    : null;
}
