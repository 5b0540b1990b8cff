import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { rejectedNotice, serviceBanner } from '../../src/domain/services/service-banners';
import { productKeyOfServiceName, serviceNameOf } from '../../src/domain/services/service-names';
import { DASHBOARD_PATH, orderTimelinePath } from '../../src/domain/services/service-paths';
import {
  normalizeServiceStatus,
  statusBadgeLabel,
  type KnownServiceStatus,
} from '../../src/domain/services/service-statuses';
import { STATUS_MEANINGS } from '../../src/domain/services/status-meanings';
import { canResubmit, RESUBMITTED_ONCE } from '../../src/domain/services/service-orders';
import type { Database } from '../db/database';
import { accounts, serviceStatusChanges } from '../db/schema';
import { escapeHtml } from '../http/escape-html';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { statusHistoryOf } from './service-statuses';

/** Finds the changes not told yet and schedules their mails: a few times a minute. */
export const STATUS_CHANGES_JOB = 'status-changes';
const STATUS_CHANGES_PERIOD_SECONDS = 15;
/** One change's mail. */
const STATUS_MAIL_JOB = 'status-mail';
/** The header that marks a status mail, for mail filters (and the tests' mail folder). */
export const STATUS_MAIL_HEADER = 'X-Charter-Update';

/** Changes taken per run: the rest wait for the next one. */
const BATCH = 100;

/**
 * Changes another mail tells already: the purchase's receipt (PURCHASED), and the products that
 * mail their own result (the licence report when prepared, the operating agreement once every
 * member signed). A returned document's mail tells the change it made (returned-documents.ts
 * marks it told). NOT_STARTED is no news.
 */
const TOLD_ELSEWHERE: ReadonlySet<string> = new Set([
  ...(['BIZ_LICENSE_REPORT', 'LLC_OPERATING_AGREEMENT'] as const).map(
    (key) => `${serviceNameOf(key)} ACTIVE`,
  ),
]);
const NO_MAIL_STATUSES: ReadonlySet<string> = new Set(['PURCHASED', 'NOT_STARTED']);

function needsMail(service: string, status: string): boolean {
  return !NO_MAIL_STATUSES.has(status) && !TOLD_ELSEWHERE.has(`${service} ${status}`);
}

/**
 * "Every step is told" (issue 30; decision 0084): each status change of a service, kept in
 * service_status_changes by whatever made it (the back office, a submission, a signature, the
 * demo's clock), is mailed to the owner once — what happened, what it means, what comes next —
 * as an order update, which the owner's email settings may turn off. A repeated job finds the
 * changes not told yet under a row lock that other processes skip, and schedules one mail job
 * per change keyed by it, in the same transaction that marks it told.
 */
export function defineStatusMails(
  jobs: JobEngine,
  deps: { db: Database; mailer: Mailer; publicUrl: string },
): void {
  jobs.repeat(STATUS_CHANGES_JOB, STATUS_CHANGES_PERIOD_SECONDS, async (_payload, { now }) => {
    await tellStatusChanges(deps.db, jobs, now);
  });
  jobs.define(STATUS_MAIL_JOB, (payload) => sendStatusMail(deps, Number(payload.changeId)));
}

/** Schedules the mails of the changes not told yet; returns how many it scheduled. */
export async function tellStatusChanges(db: Database, jobs: JobEngine, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const untold = await tx
      .select()
      .from(serviceStatusChanges)
      .where(isNull(serviceStatusChanges.toldAt))
      .orderBy(asc(serviceStatusChanges.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const mailed = untold.filter((change) => needsMail(change.service, change.status));
    await jobs.scheduleAll(
      mailed.map((change) => ({
        kind: STATUS_MAIL_JOB,
        key: `${STATUS_MAIL_JOB}:${change.id}`,
        runAt: now,
        payload: { changeId: change.id },
      })),
      tx,
    );
    if (untold.length > 0)
      await tx
        .update(serviceStatusChanges)
        .set({ toldAt: now })
        .where(
          inArray(
            serviceStatusChanges.id,
            untold.map((change) => change.id),
          ),
        );
    return mailed.length;
  });
}

/** Job: one change's mail, unless its order has moved on since (the later change tells). */
async function sendStatusMail(
  { db, mailer, publicUrl }: { db: Database; mailer: Mailer; publicUrl: string },
  changeId: number,
): Promise<void> {
  const [change] = await db
    .select()
    .from(serviceStatusChanges)
    .where(eq(serviceStatusChanges.id, changeId));
  if (!change) return;
  const [later] = await db
    .select({ id: serviceStatusChanges.id })
    .from(serviceStatusChanges)
    .where(
      and(eq(serviceStatusChanges.orderId, change.orderId), gt(serviceStatusChanges.id, change.id)),
    )
    .limit(1);
  if (later) return;
  const productKey = productKeyOfServiceName(change.service);
  const [owner] = await db
    .select({ email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, change.individualId));
  if (!owner || !productKey) return;
  const history = await statusHistoryOf(db, change.orderId);
  await mailer.send(
    statusChangeMail(owner, productKey, change.status, publicUrl, change.individualId, {
      id: change.orderId,
      reason: change.reason,
      resubmittable: canResubmit(change.status, history),
    }),
  );
}

/** What comes next, by status: where the owner follows it, and what Charter does. */
export function nextStep(productKey: ProductKey, status: string, resubmittable: boolean): string {
  if (status === 'REJECTED') {
    return resubmittable
      ? `You can correct your answers and resubmit it once, free of charge, from its card on your dashboard. ${rejectedNotice(productKey).message}`
      : RESUBMITTED_ONCE;
  }
  if (status === 'ACTIVE' || status === 'COMPLETED_EXPERT_REVIEW')
    return 'Nothing more is needed from you for this step. Its card on your dashboard shows the result.';
  return 'Nothing is needed from you now: we will email you again when it moves on.';
}

/** A mail's paragraph: words, or a link the HTML part makes a link of. */
export type MailParagraph = string | { label: string; url: string };

/** The text and HTML parts of a mail of paragraphs (a link: "label: url" in the text). */
export function paragraphsMail(paragraphs: readonly MailParagraph[]): {
  text: string;
  html: string;
} {
  return {
    text: paragraphs
      .map((paragraph) =>
        typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.url}`,
      )
      .join('\n\n'),
    html: paragraphs
      .map((paragraph) =>
        typeof paragraph === 'string'
          ? `<p>${escapeHtml(paragraph)}</p>`
          : `<p><a href="${escapeHtml(paragraph.url)}">${escapeHtml(paragraph.label)}</a></p>`,
      )
      .join('\n'),
  };
}

/** Where the owner follows an order: its timeline, or the dashboard when it is not named. */
export function orderLink(publicUrl: string, orderId: number | undefined): MailParagraph {
  return orderId === undefined
    ? { label: 'Follow it on your dashboard', url: `${publicUrl}${DASHBOARD_PATH}` }
    : { label: 'Follow it on its timeline', url: `${publicUrl}${orderTimelinePath(orderId)}` };
}

/** A service's status as its mails say it: the card's banner, or the badge's label. */
export function statusWords(productKey: ProductKey, status: string) {
  const banner = serviceBanner(productKey, status);
  const known = normalizeServiceStatus(status) as KnownServiceStatus;
  return {
    said: banner?.text ?? statusBadgeLabel(status),
    detail: banner?.detail,
    means: STATUS_MEANINGS[known] ?? '',
  };
}

/**
 * The mail of one change: what happened, what it means, what comes next, and the link to the
 * order's timeline (the dashboard when the order is not named).
 */
export function statusChangeMail(
  owner: { email: string; firstName: string },
  productKey: ProductKey,
  status: string,
  publicUrl: string,
  individualId: number,
  order: { id?: number; reason?: string | null; resubmittable?: boolean } = {},
): OutgoingMail {
  const title = productTitle(productKey);
  const { said, detail, means } = statusWords(productKey, status);
  const next = nextStep(productKey, status, order.resubmittable ?? false);
  const paragraphs: MailParagraph[] = [
    `Hello ${owner.firstName || 'there'},`,
    `Your ${title} is now “${said}”.`,
    ...(detail ? [detail] : []),
    ...(order.reason ? [`Why: ${order.reason}`] : []),
    ...(means ? [`What it means: ${means}`] : []),
    `What comes next: ${next}`,
    orderLink(publicUrl, order.id),
    '— The Charter team',
  ];
  return {
    to: owner.email,
    subject: `${title}: ${said}`,
    headers: { [STATUS_MAIL_HEADER]: `${productKey} ${normalizeServiceStatus(status)}` },
    ...paragraphsMail(paragraphs),
    optional: { individualId, category: 'order_updates' },
  };
}
