import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ARTICLES_PATH,
  GUIDES_PATH,
  TEMPLATES_PATH,
} from '../../../../src/domain/services/service-paths';
import type { Database } from '../../../db/database';
import { accounts, hubItems } from '../../../db/schema';
import { escapeHtml } from '../../../http/escape-html';
import type { JobEngine } from '../../../jobs/job-engine';
import type { Mailer, OutgoingMail } from '../../../mail/mailer';

/** A load brought new items: find who wants to hear of them. */
const NEWS_JOB = 'hub-news';
/** One owner's mail of the new items. */
const NEWS_MAIL_JOB = 'hub-news-mail';

interface NewsPayload {
  /** The load's fingerprint: one news per load, and one mail per owner and load. */
  load: string;
  itemIds: number[];
}

/** Where an item is read: the template's own page, or its kind's list. */
function itemPath(kind: string, slug: string): string {
  if (kind === 'templates') return `${TEMPLATES_PATH}/${slug}`;
  return kind === 'guides' ? GUIDES_PATH : ARTICLES_PATH;
}

const KIND_NAMES: Record<string, string> = {
  articles: 'Article',
  guides: 'Guide',
  templates: 'Template',
};

/**
 * "Business Hub news" (settings, email notifications; decision 0083): when a load of the hub's
 * content brings items that were not there before, the owners who opted in get one mail naming
 * them. The first load of a database is the hub itself, not news: it mails no one.
 */
export class HubNews {
  constructor(
    private readonly deps: { db: Database; jobs: JobEngine; mailer: Mailer; publicUrl: string },
  ) {}

  /** The job handlers: every process defines them before the engine starts. */
  define(): void {
    this.deps.jobs.define(NEWS_JOB, (payload) => this.fanOut(payload as unknown as NewsPayload));
    this.deps.jobs.define(NEWS_MAIL_JOB, (payload) =>
      this.mail(payload as unknown as NewsPayload & { individualId: number }),
    );
  }

  /** In the load's transaction: the news of its new items, sent once the load commits. */
  async schedule(tx: Database, load: string, itemIds: readonly number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.deps.jobs.schedule(
      {
        kind: NEWS_JOB,
        key: `${NEWS_JOB}:${load}`,
        runAt: new Date(),
        payload: { load, itemIds: [...itemIds] },
      },
      tx,
    );
  }

  /** One job per owner who opted in, so a failed mail is retried alone. */
  private async fanOut({ load, itemIds }: NewsPayload): Promise<void> {
    const { db, jobs } = this.deps;
    const readers = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.emailHubNews, true), isNull(accounts.deletedAt)));
    const now = new Date();
    await jobs.scheduleAll(
      readers.map(({ id }) => ({
        kind: NEWS_MAIL_JOB,
        key: `${NEWS_MAIL_JOB}:${load}:${id}`,
        runAt: now,
        payload: { load, itemIds, individualId: id },
      })),
    );
  }

  private async mail({ itemIds, individualId }: NewsPayload & { individualId: number }) {
    const { db, mailer, publicUrl } = this.deps;
    const [owner] = await db
      .select({ email: accounts.email, firstName: accounts.firstName })
      .from(accounts)
      .where(eq(accounts.id, individualId));
    // Still live: an item withdrawn since the load is no news.
    const items = await db
      .select({
        kind: hubItems.kind,
        slug: hubItems.slug,
        name: hubItems.name,
        description: hubItems.description,
      })
      .from(hubItems)
      .where(and(inArray(hubItems.id, itemIds), isNull(hubItems.withdrawnAt)));
    if (!owner || items.length === 0) return;
    await mailer.send(hubNewsMail(owner, items, publicUrl, individualId));
  }
}

/** The mail: each new item with what it is and where to read it. */
export function hubNewsMail(
  owner: { email: string; firstName: string },
  items: ReadonlyArray<{ kind: string; slug: string; name: string; description: string }>,
  publicUrl: string,
  individualId: number,
): OutgoingMail {
  const lines = items.map((item) => ({
    ...item,
    label: KIND_NAMES[item.kind] ?? 'Item',
    url: `${publicUrl}${itemPath(item.kind, item.slug)}`,
  }));
  const greeting = `Hello ${owner.firstName || 'there'},`;
  const intro =
    lines.length === 1
      ? 'There is something new in your Business Hub:'
      : `There are ${lines.length} new things in your Business Hub:`;
  return {
    to: owner.email,
    subject:
      lines.length === 1
        ? `New in the Business Hub: ${lines[0]!.name}`
        : `${lines.length} new guides, templates and articles in the Business Hub`,
    text: [
      greeting,
      intro,
      ...lines.map((line) => `${line.label}: ${line.name}\n${line.description}\n${line.url}`),
      '— The Charter team',
    ].join('\n\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...lines.map(
        (line) =>
          `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.name)}</a> (${escapeHtml(line.label.toLowerCase())}): ${escapeHtml(line.description)}</li>`,
      ),
      '</ul>',
      '<p>— The Charter team</p>',
    ].join('\n'),
    optional: { individualId, category: 'hub_news' },
  };
}
