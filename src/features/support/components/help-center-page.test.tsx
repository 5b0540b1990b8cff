import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StateFacts } from '../../../domain/state-facts/state-facts';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { TEST_OWNER } from '../../../../tests/support/test-owner';
import { TEXAS_FACTS } from '../../../../tests/support/texas-state-facts';
import { HelpCenterPage } from './help-center-page';

signedInEachTest();

// jsdom lays nothing out, so it has no scrolling: the page's move to an answer is a no-op here.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  window.location.hash = '';
});

/**
 * California's filing times as GET /v1/states/CA/facts answers them (copied from the server's
 * state data): a published queue, and a rapid filing the state sells.
 */
const CALIFORNIA_FACTS: StateFacts = {
  ...TEXAS_FACTS,
  state: 'CA',
  state_name: 'California',
  standard_filing: {
    business_days: { min: 5, max: 10 },
    published: {
      statement: null,
      online_business_days: null,
      queue_as_of: '2026-08-06',
      source_url: 'https://www.sos.ca.gov/business-programs/business-entities/processing-times',
      observed_on: '2026-08-08',
    },
  },
  rapid_filing: {
    offered: true,
    business_days: 1,
    state_fee: {
      cents: 35000,
      source_url: 'https://www.sos.ca.gov/business-programs/business-entities/service-options',
      last_verified: '2026-08-06',
    },
    charter_fee_cents: 5000,
    tier_name: '24-Hour Filing Service (Class C)',
    turnaround: 'Filing response guaranteed within 24 hours, excluding weekends and holidays.',
    fee_note: null,
  },
};

const FLORIDA_FACTS: StateFacts = {
  ...TEXAS_FACTS,
  state: 'FL',
  state_name: 'Florida',
  rapid_filing: {
    offered: false,
    reason: 'Florida does not offer expedited filing.',
    source_url: 'https://dos.fl.gov/sunbiz/about-us/faqs/',
  },
};

const FACTS: Record<string, StateFacts> = {
  TX: TEXAS_FACTS,
  CA: CALIFORNIA_FACTS,
  FL: FLORIDA_FACTS,
};

/** The API as the page reads it: the owner's profile and three states' facts. */
function stubApi(owner: object = TEST_OWNER) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const state = /\/api\/v1\/states\/([A-Z]{2})\/facts$/.exec(url)?.[1];
    const body = url.endsWith('/api/v1/individual/1') ? owner : state && FACTS[state];
    return body
      ? new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const question = (name: string | RegExp) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('the Help Center', () => {
  it('lists the topics, each leading to its questions', () => {
    stubApi();
    renderAtPath('/help-center', <HelpCenterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    const topics = within(screen.getByRole('navigation', { name: 'Help topics' }));
    const refunds = topics.getByRole('link', { name: /Payments and refunds/ });
    expect(refunds.getAttribute('href')).toBe('#topic-payments');
    expect(refunds.textContent).toContain('4 questions');
    const section = screen.getByRole('region', { name: 'Payments and refunds' });
    expect(section.id).toBe('topic-payments');
    expect(within(section).getByRole('button', { name: 'Can I get a refund or cancel an order?' }));
    for (const title of [
      'Order status',
      'Processing times',
      'Documents',
      'Renewals and deadlines',
      'Scam letters',
      'Contact support',
    ]) {
      expect(topics.getByRole('link', { name: new RegExp(title) })).toBeTruthy();
    }
  });

  it('opens and closes an answer from its question', () => {
    stubApi();
    renderAtPath('/help-center', <HelpCenterPage />);
    const refunds = question('Can I get a refund or cancel an order?');
    expect(refunds.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(refunds).hidden).toBe(true);

    fireEvent.click(refunds);
    expect(refunds.getAttribute('aria-expanded')).toBe('true');
    const answer = answerOf(refunds);
    expect(answer.hidden).toBe(false);
    expect(within(answer).getByText(/Charter has not published a refund policy/)).toBeTruthy();
    expect(
      within(answer).getByRole('link', { name: 'send us a request' }).getAttribute('href'),
    ).toBe('/submit-request');
    expect(
      within(answer).getByRole('link', { name: 'Link to this answer' }).getAttribute('href'),
    ).toBe('#refunds');

    fireEvent.click(refunds);
    expect(answerOf(refunds).hidden).toBe(true);
  });

  it('narrows the questions to those a filter finds, and says how many', () => {
    stubApi();
    renderAtPath('/help-center', <HelpCenterPage />);
    const search = screen.getByRole('searchbox', { name: 'Search the answers' });

    fireEvent.change(search, { target: { value: 'stop renewal' } });
    expect(screen.getByRole('status').textContent).toBe('1 answer matches “stop renewal”.');
    expect(question('When does my registered agent renew, and what does it cost?')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Can I get a refund or cancel an order?' }),
    ).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Renewals and deadlines',
      'Still need help?',
    ]);

    fireEvent.change(search, { target: { value: 'zebra crossing' } });
    expect(screen.getByRole('status').textContent).toBe(
      'No answer matches “zebra crossing”. Try other words, or ask us below.',
    );
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Submit a request' }).getAttribute('href')).toBe(
      '/submit-request',
    );

    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(question('Can I get a refund or cancel an order?')).toBeTruthy();
  });

  it('opens the answer the address names, and follows a link to another answer', () => {
    stubApi();
    window.location.hash = '#compliance-letter-scams';
    renderAtPath('/help-center', <HelpCenterPage />);
    const scams = question('I got an official-looking letter asking me to pay. Is it real?');
    expect(scams.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(scams);
    const answer = answerOf(scams);
    expect(within(answer).getByText(/Spotting compliance-letter scams/)).toBeTruthy();
    const ftc = within(answer).getByRole('link', { name: /ReportFraud\.ftc\.gov/ });
    expect(ftc.getAttribute('href')).toBe('https://reportfraud.ftc.gov/');
    expect(ftc.getAttribute('target')).toBe('_blank');
    expect(
      within(answer).getByRole('link', { name: 'Compliance Calendar' }).getAttribute('href'),
    ).toBe('/compliance');

    // Another answer's address, while a filter hides it: the filter gives way.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the answers' }), {
      target: { value: 'scam' },
    });
    window.location.hash = '#refunds';
    fireEvent(window, new HashChangeEvent('hashchange'));
    const refunds = question('Can I get a refund or cancel an order?');
    expect(refunds.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(refunds);
    expect(
      (screen.getByRole('searchbox', { name: 'Search the answers' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('answers how long a state takes from its sourced facts, the owner’s state first', async () => {
    const fetchMock = stubApi();
    renderAtPath('/help-center', <HelpCenterPage />);
    // Nothing is asked before the answer is opened.
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(question('How long does my state take to approve a new LLC?'));

    const state = await screen.findByRole('combobox', { name: 'State' });
    await waitFor(() => expect((state as HTMLSelectElement).value).toBe('TX'));
    expect(
      await screen.findByText(/Texas does not publish a processing time for a new LLC/),
    ).toBeTruthy();
    expect(screen.getByText(/Rapid filing is not available:/)).toBeTruthy();
    expect(
      screen.getByText(
        'State figures: US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0.',
      ),
    ).toBeTruthy();

    fireEvent.change(state, { target: { value: 'CA' } });
    expect(await screen.findByText(/California publishes a queue rather than a time/)).toBeTruthy();
    expect(screen.getByText(/24-Hour Filing Service \(Class C\)/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /sos\.ca\.gov/ }).length).toBeGreaterThan(0);
  });

  it('lets an owner without a business state choose one', async () => {
    stubApi({ ...TEST_OWNER, business_state: null });
    renderAtPath('/help-center', <HelpCenterPage />);
    fireEvent.click(question('How long does my state take to approve a new LLC?'));
    const state = (await screen.findByRole('combobox', { name: 'State' })) as HTMLSelectElement;
    expect(state.value).toBe('');
    expect(screen.queryByText(/Standard filing:/)).toBeNull();
    fireEvent.change(state, { target: { value: 'FL' } });
    expect(await screen.findByText(/Florida does not offer expedited filing\./)).toBeTruthy();
  });
});
