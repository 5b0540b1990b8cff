import { readFile } from 'node:fs/promises';
import { SERVICE_NAMES } from '../../src/domain/services/service-names';
import {
  BASIC_SERVICE_STATUSES,
  EXPERT_REVIEW_STATUSES,
  FORMATION_ORDER_STATUSES,
} from '../../src/domain/services/service-statuses';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { OpsBackend } from './ops-backends';
import type { RenewalRound } from '../checkout/renewals';
import { isIsoDate } from '../../src/domain/estimates/calendar-date';
import {
  OpsError,
  type AttachDocumentRequest,
  type DeadLetterRetry,
  type DocumentAttachment,
  type EinRecorded,
  type JobsOverview,
  type OwnerSummary,
  type SignaturesReset,
  type StatusChange,
} from './ops-commands';
import { textTable } from './text-table';
import {
  formatSupportClose,
  formatSupportReply,
  formatSupportRequest,
  formatSupportRequests,
  replyText,
  requestIdOf,
} from './ops-support-requests';

export interface OpsIo {
  out(line: string): void;
  err(line: string): void;
}

/** A backend to run commands on, and how to let it go afterwards. */
export type OpsConnection = OpsBackend & { close(): Promise<void> };

/** A list of names wrapped to the usage's width, continued under its first name. */
function wrapped(names: readonly string[], indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    const next = line ? `${line}, ${name}` : name;
    if (indent + next.length > 95 && line) {
      lines.push(`${line},`);
      line = name;
    } else {
      line = next;
    }
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

const USAGE = `Usage: npm run ops -- <command>

Commands:
  owners                                  Every owner: individual id, email, name, plan tier,
                                          and each service with its status.
  set-status <owner> <service> <STATUS>   Set an owner's status for a service (its latest
                                          order). REJECTED needs --reason "<why>": the owner
                                          reads it, and may correct and resubmit once.
      <owner>    individual id (7) or email (demo@charter.test)
      <service>  product key (EIN_APPLICATION) or service name (ein-application)
      <STATUS>   one of the service's statuses, below
                 (llc-formation also sets the status of the owner's business)
  attach-document <owner> <service> <file.pdf>
                                          Attach what the state or the IRS sent back for the
                                          owner's latest order of the service (a PDF up to 10
                                          MB): kept on its documents shelf, the order set
                                          ACTIVE, the owner emailed. Returned documents:
      llc-formation         the filed articles (company documents); add
                            --file-number "<state file number>" --effective-date YYYY-MM-DD,
                            which the business record keeps (its deadlines count from it)
      ein-application       the IRS's EIN letter (company documents), once set-ein recorded it
      registered-agent      the agent's appointment confirmation (registered agent)
      llc-amendment         the state's filed copy (company documents)
      llc-annual-report     the state's filed copy (compliance)
      cert-good-standing    the state's certificate (compliance)
  set-ein <owner> <EIN>                   Record the EIN the IRS assigned (XX-XXXXXXX, nine
                                          digits) on the owner's business: kept encrypted,
                                          shown masked (**-***6789), ein-application set
                                          ACTIVE. Again, it replaces the number recorded.
  reset-signatures <owner>                Unblock the owner's operating agreement when a kept
                                          signature cannot be drawn on it (the last signature
                                          then fails): each such member is returned to
                                          unsigned and mailed a new link; nothing else changes.
  jobs                                    Each job queue (kind) with its jobs waiting, running,
                                          done and failed, and the dead letters: jobs whose
                                          attempts are spent (id, kind, since when, payload,
                                          last error).
  jobs retry <dead-letter id>             Put a dead letter back in its queue: it runs again at
                                          once, with a new round of attempts.
  requests                                The open support requests (waiting for an answer):
                                          id, who asked (owner or /chat guest), subject, age,
                                          status. \`requests all\` lists every request.
  requests show <id>                      A request's messages, replies and attached documents.
  requests reply <id> "<text>"            Answer a request (or: reply <id> --file <reply.txt>):
                                          kept with it, shown to the owner in Submit a request
                                          and emailed to them (or to the guest's address).
  requests close <id>                     Close a request; the owner adding to it reopens it.
  renewals [--as-of YYYY-MM-DD]           Run the renewals' round now (the server runs it every
                                          hour): 30-day notices, cancelled renewals ended, due
                                          renewals charged or their declines retried. --as-of
                                          runs it as if it were that day: a demo server only
                                          (one that seeds the demo owner), to try the renewals.
  help                                    This text.

Statuses:
  llc-formation   ${wrapped(FORMATION_ORDER_STATUSES, 18)}
  expert-review   ${wrapped(EXPERT_REVIEW_STATUSES, 18)}
  other services  ${wrapped(BASIC_SERVICE_STATUSES, 18)}

Services: ${wrapped(SERVICE_NAMES, 10)}

The database is the server's: DATABASE_URL (Postgres) when set, else the embedded PGlite files
in DATA_DIR (./data). PGlite allows one process at a time, so while a Charter server runs on
that directory (npm start) the commands go through it; otherwise they open the files here.

Examples:
  npm run ops -- owners
  npm run ops -- set-status demo@charter.test LLC_FORMATION IN_PROGRESS
  npm run ops -- set-status 7 ein-application ACTIVE
  npm run ops -- set-status 7 LLC_FORMATION REJECTED --reason "The name is too close to Lone Star Bikes LLC"
  npm run ops -- attach-document demo@charter.test CERT_GOOD_STANDING ./certificate.pdf
  npm run ops -- attach-document 7 llc-formation ./articles.pdf --file-number 805512345 --effective-date 2026-11-20
  npm run ops -- set-ein demo@charter.test 84-1234567
  npm run ops -- reset-signatures demo@charter.test
  npm run ops -- jobs
  npm run ops -- jobs retry 0b6f3c1e-8f2a-4c55-9d0e-5a7b2c9e4f10
  npm run ops -- requests
  npm run ops -- requests show 12
  npm run ops -- requests reply 12 "Your EIN letter is in Documents, under Compliance."
  npm run ops -- renewals --as-of 2027-11-30`;

/** 2026-11-23T15:00:00.000Z → 2026-11-23 15:00:00 UTC. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function formatOwners(owners: OwnerSummary[]): string[] {
  if (owners.length === 0) return ['No owners yet.'];
  const rows = owners.flatMap((owner) => {
    const who = [
      String(owner.individual_id),
      owner.email,
      `${owner.first_name} ${owner.last_name}`.trim() || '-',
      owner.tier ?? '-',
    ];
    const blank = who.map(() => '');
    if (owner.services.length === 0) return [[...who, '-', '-', '']];
    return owner.services.map((service, index) => [
      ...(index === 0 ? who : blank),
      service.service,
      service.status,
      when(service.updated_at),
    ]);
  });
  return [
    ...textTable(['ID', 'EMAIL', 'NAME', 'TIER', 'SERVICE', 'STATUS', 'SINCE'], rows),
    '',
    owners.length === 1 ? '1 owner' : `${owners.length} owners`,
  ];
}

function formatChange(change: StatusChange): string[] {
  const from = change.previous === null ? 'none' : change.previous;
  const lines = [
    `${change.service} of ${change.email} (individual ${change.individual_id}): ` +
      `${from} -> ${change.status}`,
  ];
  if (change.business_id !== null) {
    lines.push(`Business ${change.business_id} is now ${change.status} too.`);
  }
  return lines;
}

function formatAttachment(attached: DocumentAttachment): string[] {
  const filing = attached.state_filing;
  return [
    `${attached.title} (${attached.file_name}) attached for ${attached.email} ` +
      `(individual ${attached.individual_id}) as document ${attached.document_id}, ` +
      `order ${attached.order_id}.`,
    ...(filing
      ? [
          `The business record keeps state file number ${filing.file_number}, effective ` +
            `${filing.effective_date}.`,
        ]
      : []),
    attached.previous === 'ACTIVE'
      ? `${attached.service} stays ACTIVE. ${attached.email} has been emailed.`
      : `${attached.service}: ${attached.previous} -> ACTIVE. ${attached.email} has been emailed.`,
  ];
}

function formatEin(recorded: EinRecorded): string[] {
  const status =
    recorded.previous === 'ACTIVE'
      ? 'ein-application stays ACTIVE.'
      : `ein-application: ${recorded.previous} -> ACTIVE.`;
  return [
    `EIN ${recorded.ein_masked} recorded for business ${recorded.business_id} of ` +
      `${recorded.email} (individual ${recorded.individual_id})` +
      (recorded.replaced === null ? '.' : `, replacing ${recorded.replaced}.`),
    status,
  ];
}

function formatReset(reset: SignaturesReset): string[] {
  const of = `the operating agreement of ${reset.email} (individual ${reset.individual_id}, envelope ${reset.envelope_id})`;
  const standing = `${reset.signed} of ${reset.signers} members have signed.`;
  if (reset.returned.length === 0) {
    return [`Nothing to reset: every signature given on ${of} can be drawn. ${standing}`];
  }
  return [
    `Reset ${of}:`,
    ...reset.returned.map(
      (member) =>
        `  ${member.name} <${member.email}>: their signature could not be drawn; ` +
        'unsigned again, a new link is being mailed.',
    ),
    `${standing} It completes once every member has signed.`,
  ];
}

/** A payload on one line, cut to what a table column holds. */
function payloadSummary(payload: Record<string, unknown>): string {
  const text = JSON.stringify(payload);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function formatJobs({ queues, dead_letters: dead }: JobsOverview): string[] {
  const lines =
    queues.length === 0
      ? ['No job queues yet.']
      : textTable(
          ['QUEUE', 'WAITING', 'RUNNING', 'DONE', 'FAILED'],
          queues.map((queue) =>
            [queue.kind, queue.waiting, queue.running, queue.done, queue.failed].map(String),
          ),
        );
  if (dead.length === 0) return [...lines, '', 'No dead letters.'];
  return [
    ...lines,
    '',
    dead.length === 1 ? '1 dead letter:' : `${dead.length} dead letters:`,
    ...textTable(
      ['ID', 'QUEUE', 'SINCE', 'PAYLOAD', 'LAST ERROR'],
      dead.map((letter) => [
        letter.id,
        letter.kind,
        when(letter.dead_since),
        payloadSummary(letter.payload),
        letter.last_error ?? '-',
      ]),
    ),
    '',
    'Retry one with: npm run ops -- jobs retry <id>',
  ];
}

/** `renewals [--as-of YYYY-MM-DD]`: the day asked for, or null for today. */
function renewalsAsOf(rest: readonly string[]): string | null {
  if (rest.length === 0) return null;
  const [flag, day] = rest;
  if (flag !== '--as-of' || !day || !isIsoDate(day)) {
    throw new OpsError('Usage: npm run ops -- renewals [--as-of YYYY-MM-DD]');
  }
  return day;
}

function formatRenewals(round: RenewalRound): string[] {
  return [
    `Renewals round for ${round.day}: ${round.noticed} notified (30 days before), ` +
      `${round.ended} ended (cancelled), ${round.charged} charged, ${round.declined} declined ` +
      `(to retry), ${round.lapsed} lapsed.`,
  ];
}

function formatRetry(retry: DeadLetterRetry): string[] {
  return [
    `Dead letter ${retry.id} is back in the ${retry.kind} queue: it runs again at once, ` +
      'with a new round of attempts.',
  ];
}

/** attach-document's options: the formation's --file-number and --effective-date, once each. */
function attachOptions(options: readonly string[]) {
  const filing: { fileNumber?: string; effectiveDate?: string } = {};
  for (let index = 0; index < options.length; index += 2) {
    const [flag, value] = [options[index], options[index + 1]!];
    if (flag === '--file-number' && filing.fileNumber === undefined) filing.fileNumber = value;
    else if (flag === '--effective-date' && filing.effectiveDate === undefined)
      filing.effectiveDate = value;
    else throw new OpsError(ARITY['attach-document']!.usage);
  }
  return filing;
}

/** The document to attach, read here (the server, if the command goes through it, gets its bytes). */
async function documentRequest([
  owner,
  service,
  file,
  ...options
]: readonly string[]): Promise<AttachDocumentRequest> {
  const filing = attachOptions(options);
  try {
    return {
      owner: owner!,
      service: service!,
      fileName: file!,
      content: await readFile(file!),
      ...filing,
    };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new OpsError(`Cannot read ${file}: ${reason}`);
  }
}

/** How many arguments each command takes (one of `counts`), and how to use it when they are wrong. */
const ARITY: Readonly<Record<string, { counts: readonly number[]; usage: string }>> = {
  owners: { counts: [0], usage: 'owners takes no arguments.' },
  'set-status': {
    counts: [3, 5],
    usage:
      'Usage: npm run ops -- set-status <owner> <service> <STATUS>, or set-status <owner> <service> REJECTED --reason "<why>"',
  },
  'attach-document': {
    counts: [3, 5, 7],
    usage:
      'Usage: npm run ops -- attach-document <owner> <service> <file.pdf> [--file-number "<number>" --effective-date YYYY-MM-DD]',
  },
  'set-ein': { counts: [2], usage: 'Usage: npm run ops -- set-ein <owner> <EIN>' },
  'reset-signatures': { counts: [1], usage: 'Usage: npm run ops -- reset-signatures <owner>' },
  jobs: { counts: [0, 2], usage: 'Usage: npm run ops -- jobs, or jobs retry <dead-letter id>' },
  renewals: { counts: [0, 2], usage: 'Usage: npm run ops -- renewals [--as-of YYYY-MM-DD]' },
  requests: {
    counts: [0, 1, 2, 3, 4],
    usage:
      'Usage: npm run ops -- requests [all], requests show <id>, requests reply <id> "<text>" (or --file <reply.txt>), requests close <id>',
  },
};

/** Each `requests` sub-command and the arguments it takes after it. */
const REQUESTS_ARITY: Readonly<Record<string, readonly number[]>> = {
  all: [0],
  show: [1],
  reply: [2, 3],
  close: [1],
};

/** `requests …`, ready to run on a backend. */
async function prepareRequests(
  rest: readonly string[],
): Promise<(backend: OpsBackend) => Promise<string[]>> {
  const [sub, id, ...more] = rest;
  if (sub === undefined || sub === 'all') {
    const which = sub ?? 'open';
    return async (backend) =>
      formatSupportRequests(await backend.supportRequests(which), which, new Date());
  }
  const requestId = requestIdOf(id);
  if (sub === 'show') {
    return async (backend) => formatSupportRequest(await backend.supportRequest(requestId));
  }
  if (sub === 'close') {
    return async (backend) => formatSupportClose(await backend.closeSupportRequest(requestId));
  }
  const text = await replyText(more);
  return async (backend) =>
    formatSupportReply(await backend.replyToSupportRequest({ request_id: requestId, text }));
}

/**
 * A known command with its arguments, ready to run on a backend (resolving with what to
 * print). A document is read here, before any database is opened for it.
 */
async function prepare(
  command: string,
  rest: readonly string[],
): Promise<(backend: OpsBackend) => Promise<string[]>> {
  if (command === 'owners') return async (backend) => formatOwners(await backend.owners());
  if (command === 'set-status') {
    const [owner, service, status, flag, reason] = rest as [string, string, string, ...string[]];
    if (flag !== undefined && flag !== '--reason') {
      throw new OpsError(ARITY['set-status']!.usage);
    }
    return async (backend) =>
      formatChange(await backend.setStatus({ owner, service, status, reason }));
  }
  if (command === 'jobs') {
    const [, id] = rest;
    if (id === undefined) return async (backend) => formatJobs(await backend.jobs());
    return async (backend) => formatRetry(await backend.retryDeadLetter(id));
  }
  if (command === 'requests') return prepareRequests(rest);
  if (command === 'set-ein') {
    const [owner, ein] = rest as [string, string];
    return async (backend) => formatEin(await backend.recordEin({ owner, ein }));
  }
  if (command === 'renewals') {
    const asOf = renewalsAsOf(rest);
    return async (backend) => formatRenewals(await backend.renewals(asOf));
  }
  if (command === 'reset-signatures') {
    const [owner] = rest as [string];
    return async (backend) => formatReset(await backend.resetSignatures({ owner }));
  }
  const request = await documentRequest(rest);
  return async (backend) => formatAttachment(await backend.attachDocument(request));
}

/**
 * Runs one back-office command (`npm run ops -- <args>`) and returns the exit code: 0 done,
 * 1 refused (unknown owner, service or status; database unavailable), 2 not a command.
 * The backend is opened only for a command that needs it.
 */
export async function runOps(
  args: readonly string[],
  connect: () => Promise<OpsConnection>,
  io: OpsIo,
): Promise<number> {
  const [command, ...rest] = args;
  const usageError = (message: string) => {
    io.err(message);
    io.err('Run `npm run ops -- help` for usage.');
    return 2;
  };
  if (command === undefined) {
    io.err(USAGE);
    return 2;
  }
  if (['help', '--help', '-h'].includes(command)) {
    io.out(USAGE);
    return 0;
  }
  const arity = Object.hasOwn(ARITY, command) ? ARITY[command] : undefined;
  if (!arity) return usageError(`Unknown command "${command}".`);
  if (!arity.counts.includes(rest.length)) return usageError(arity.usage);
  if (command === 'jobs' && rest.length > 0 && rest[0] !== 'retry') return usageError(arity.usage);
  if (command === 'requests' && rest.length > 0) {
    const counts = Object.hasOwn(REQUESTS_ARITY, rest[0]!) ? REQUESTS_ARITY[rest[0]!] : undefined;
    if (!counts?.includes(rest.length - 1)) return usageError(arity.usage);
    if (rest[0] === 'reply' && rest.length === 4 && rest[2] !== '--file') {
      return usageError(arity.usage);
    }
  }

  let connection: OpsConnection | null = null;
  try {
    const run = await prepare(command, rest);
    connection = await connect();
    (await run(connection)).forEach((line) => io.out(line));
    return 0;
  } catch (error) {
    if (error instanceof OpsError || error instanceof DataDirInUseError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await connection?.close();
  }
}
