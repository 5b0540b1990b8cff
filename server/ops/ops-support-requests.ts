import { readFile } from 'node:fs/promises';
import type { FromSchema } from 'json-schema-to-ts';
import {
  followUpError,
  SUPPORT_LIMITS,
  topicLabel,
} from '../../src/domain/support/support-requests';
import { printableText } from '../../src/domain/text-characters';
import type {
  SupportRequestDetail,
  SupportRequestRow,
  SupportRequests,
} from '../support/support-requests';
import { multiLineText } from '../http/storable-text';
import { OpsError } from './ops-commands';
import { textTable } from './text-table';

/*
 * `npm run ops -- requests …` (decision 0079): the support requests, read and answered by the
 * back office, on a database opened here or through the running server's /ops routes.
 */

/** POST /ops/v1/support-requests/{request_id}/replies: support's answer. */
export const supportReplyBody = {
  type: 'object',
  properties: {
    text: multiLineText({ minLength: 1, maxLength: SUPPORT_LIMITS.messageMaxLength }),
  },
  required: ['text'],
} as const;
export type SupportReplyRequest = FromSchema<typeof supportReplyBody> & { request_id: number };

const notFound = (id: number) =>
  new OpsError(`No support request ${id}: \`npm run ops -- requests all\` lists every request`);

export async function listSupportRequests(
  requests: SupportRequests,
  which: 'open' | 'all',
): Promise<SupportRequestRow[]> {
  return requests.backOfficeList(which);
}

export async function showSupportRequest(
  requests: SupportRequests,
  id: number,
): Promise<SupportRequestDetail> {
  const found = await requests.backOfficeShow(id);
  if (!found) throw notFound(id);
  return found;
}

export async function replyToSupportRequest(
  requests: SupportRequests,
  { request_id: id, text }: SupportReplyRequest,
  now: Date,
): Promise<SupportRequestDetail> {
  const problem = followUpError(text);
  if (problem) throw new OpsError(`The reply was not sent: ${problem}`);
  const replied = await requests.reply(id, text, now);
  if (!replied) throw notFound(id);
  return replied;
}

export async function closeSupportRequest(
  requests: SupportRequests,
  id: number,
  now: Date,
): Promise<SupportRequestDetail> {
  const closed = await requests.close(id, now);
  if (!closed) throw notFound(id);
  return closed;
}

/** 2026-11-23T15:00:00.000Z, at now → "3 h" (minutes under an hour, days from a day). */
function age(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

export function formatSupportRequests(
  rows: readonly SupportRequestRow[],
  which: 'open' | 'all',
  now: Date,
): string[] {
  if (rows.length === 0) {
    return [which === 'open' ? 'No open support requests.' : 'No support requests yet.'];
  }
  const what = which === 'open' ? 'open support request' : 'support request';
  return [
    ...textTable(
      ['ID', 'FROM', 'SUBJECT', 'AGE', 'STATUS', 'MESSAGES'],
      rows.map((row) => [
        String(row.request_id),
        row.individual_id === null ? `${row.email} (guest)` : row.email,
        row.subject,
        age(row.created_at, now),
        row.status,
        String(row.messages),
      ]),
    ),
    '',
    rows.length === 1 ? `1 ${what}` : `${rows.length} ${what}s`,
    'Read one with: npm run ops -- requests show <id>',
  ];
}

/** 2026-11-23T15:00:00.000Z → 2026-11-23 15:00 UTC. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function formatSupportRequest(detail: SupportRequestDetail): string[] {
  const from =
    detail.individual_id === null
      ? `${detail.email} (a visitor without an account, from /chat)`
      : `${detail.email} (individual ${detail.individual_id})`;
  return [
    `Support request ${detail.request_id}: ${printableText(detail.subject)}`,
    `From:    ${from}`,
    `Topic:   ${topicLabel(detail.topic)}`,
    `Status:  ${detail.status}`,
    `Opened:  ${when(detail.created_at)}`,
    ...(detail.attachments.length > 0
      ? [
          `Attached: ${detail.attachments
            .map(
              (a) =>
                `${printableText(a.title)} (${printableText(a.file_name)}, document ${a.document_id})`,
            )
            .join('; ')}`,
        ]
      : []),
    ...detail.thread.flatMap((message) => [
      '',
      `--- ${message.author === 'support' ? 'Support' : 'Owner'}, ${when(message.created_at)}`,
      // Line breaks are the owner's own; any other control character is shown escaped.
      ...message.body.split('\n').map((line) => `  ${printableText(line)}`),
    ]),
    '',
    `Answer with: npm run ops -- requests reply ${detail.request_id} "<your reply>"`,
  ];
}

export function formatSupportReply(detail: SupportRequestDetail): string[] {
  return [
    `Replied to support request ${detail.request_id} (${printableText(detail.subject)}): ` +
      `it is now ${detail.status}, and ${detail.email} is being emailed the reply.`,
  ];
}

export function formatSupportClose(detail: SupportRequestDetail): string[] {
  return [
    `Support request ${detail.request_id} is closed. If ${detail.email} adds to it, it opens again.`,
  ];
}

/** `reply <id> <text>`, or `reply <id> --file <reply.txt>`: the reply's text. */
export async function replyText(args: readonly string[]): Promise<string> {
  if (args[0] !== '--file') return args[0]!;
  const file = args[1];
  if (!file) throw new OpsError('Usage: npm run ops -- requests reply <id> --file <reply.txt>');
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new OpsError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

/** A request id as typed: a positive integer. */
export function requestIdOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2147483647) {
    throw new OpsError(`"${text ?? ''}" is not a support request id (a number, e.g. 12)`);
  }
  return Number(text);
}
