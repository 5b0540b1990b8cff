import { describe, expect, it } from 'vitest';
import { GUIDES } from '../../../server/products/business-hub/content';
import { blocksText } from '../content-blocks';
import { serviceBanner } from '../services/service-banners';
import { SERVICE_STATUSES, statusBadgeLabel } from '../services/service-statuses';
import {
  articlesOfTopic,
  filterHelpArticles,
  HELP_ARTICLES,
  HELP_TOPICS,
  helpArticleText,
  type HelpArticle,
} from './help-articles';

const article = (id: string): HelpArticle =>
  HELP_ARTICLES.find((candidate) => candidate.id === id)!;
const answerText = (id: string) => blocksText(article(id).answer);
const ids = (articles: readonly HelpArticle[]) => articles.map(({ id }) => id);

describe('the Help Center’s answers', () => {
  it('give each answer its own address and every topic answers', () => {
    expect(new Set(ids(HELP_ARTICLES)).size).toBe(HELP_ARTICLES.length);
    for (const { id } of HELP_ARTICLES) expect(id).toMatch(/^[a-z0-9-]+$/);
    for (const topic of HELP_TOPICS) expect(articlesOfTopic(topic.id).length).toBeGreaterThan(0);
  });

  it('explain every status an order can have, by the badge the owner sees', () => {
    const text = answerText('order-statuses');
    for (const status of SERVICE_STATUSES) {
      expect(text).toContain(`${statusBadgeLabel(status)}: `);
    }
    expect(text).toContain('Not purchased: ');
    expect(text).toContain(
      'In progress: It has been filed and is under review by the state or the IRS.',
    );
  });

  it('explain each card message once, with the services that show it', () => {
    const text = answerText('card-messages');
    expect(text).toContain(
      'Pending State Review: The filing is with the state, which is reviewing it. Shown on: Registered Agent (In progress), Business Formation (In progress) and Certificate of Good Standing (In progress).',
    );
    expect(text.match(/Pending State Review/g)).toHaveLength(1);
    expect(text).toContain(
      `${serviceBanner('LLC_FORMATION', 'SUBMITTED')!.text}: Our team is reviewing your filing before it is sent to the state.`,
    );
    // Every line says what it means before where it shows.
    expect(text).not.toMatch(/: Shown on/);
  });

  it('name the processing figures where they are kept, and say what Charter does not know', () => {
    expect(answerText('state-processing-times')).toContain('estimates 5-10 business days');
    expect(answerText('state-processing-times')).toContain(
      'US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0',
    );
    expect(answerText('estimated-dates')).toContain('between 8:00 a.m. and 5:00 p.m. Central Time');
    expect(answerText('ein-time')).toContain('allows 4 business days');
    expect(answerText('refunds')).toContain('Charter has not published a refund policy');
    expect(answerText('deadline-reminders')).toContain('60, 30 and 7 days before');
    expect(answerText('download-link-expired')).toContain('120 seconds');
  });

  it('point to the Business Hub guides by the names the hub gives them', () => {
    const guideNames = new Set(GUIDES.map((guide) => guide.name));
    const quoted = HELP_ARTICLES.flatMap((candidate) =>
      [...blocksText(candidate.answer).matchAll(/guide “([^”]+)”/g)].map((match) => match[1]!),
    );
    expect(quoted).toContain('Spotting compliance-letter scams');
    for (const name of quoted) expect(guideNames).toContain(name);
  });
});

describe('filterHelpArticles', () => {
  it('keeps every answer for an empty filter', () => {
    expect(filterHelpArticles('  ')).toEqual(HELP_ARTICLES);
  });

  it('keeps the answers holding every word typed, the start of a word being enough', () => {
    expect(ids(filterHelpArticles('refund'))).toContain('refunds');
    expect(ids(filterHelpArticles('STOP renew'))).toEqual(['registered-agent-renewal']);
    // The price answer says the registered agent renews too.
    expect(ids(filterHelpArticles('registered agent renew'))).toEqual([
      'what-you-pay',
      'registered-agent-renewal',
    ]);
    expect(ids(filterHelpArticles('scam letter'))).toContain('compliance-letter-scams');
    expect(ids(filterHelpArticles('can’t start'))).toContain('cannot-start');
  });

  it('reads keywords the answer does not use', () => {
    expect(helpArticleText(article('paid-a-scam'))).toContain('chargeback');
    expect(ids(filterHelpArticles('chargeback'))).toEqual(['paid-a-scam']);
  });

  it('keeps nothing when a word is in no answer', () => {
    expect(filterHelpArticles('refund zebra')).toEqual([]);
  });
});
