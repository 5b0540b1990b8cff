import { describe, expect, it } from 'vitest';
import { answerIndex, askHelp, searchTerms, stateNamedIn, stem } from './help-search';

const best = (question: string) => askHelp(question)[0]?.item.id;
const top = (question: string, count = 3) => askHelp(question, count).map(({ item }) => item.id);

describe('the assistant’s search over the Help Center’s answers', () => {
  it.each([
    ['how long does an LLC take in Texas', 'state-processing-times'],
    ['How long will New York take to approve my company?', 'state-processing-times'],
    ['what does IN_PROGRESS mean', 'order-statuses'],
    ['I got a letter asking me to pay for a certificate', 'compliance-letter-scams'],
    ['how long does it take to get an EIN', 'ein-time'],
    ['can I get my money back?', 'refunds'],
    ['where can i download my articles of organization', 'returned-documents'],
    ['where is my documents area', 'where-documents'],
    ['where is the IRS letter with my EIN', 'returned-documents'],
    ['My card got declined', 'card-declined'],
    ['when is the annual report due', 'annual-report-due'],
    ['how much does the registered agent cost after the first year', 'registered-agent-renewal'],
    ['I forgot my password', 'forgot-password'],
    ['I want to talk to a person', 'contact-support'],
    ['why is the continue button greyed out', 'cannot-start'],
    ['my filing was rejected', 'rejected'],
    ['I paid a scam letter, what now?', 'paid-a-scam'],
    ['the download link does not work anymore', 'download-link-expired'],
    ['is this email really from charter', 'is-it-charter'],
  ])('answers “%s” with %s', (question, id) => {
    expect(best(question)).toBe(id);
  });

  it('offers other matches after the best answer, each once', () => {
    const ids = top('how long does an LLC take in Texas', 4);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    'Should my LLC elect S corporation status?',
    'what insurance does my business need',
    'what is self-employment tax',
    'do I need a business bank account',
  ])('offers no answer to “%s”, which the Help Center does not answer', (question) => {
    expect(askHelp(question)).toEqual([]);
  });

  it('finds nothing for a question it has no words for, or only stop words', () => {
    expect(askHelp('xyzzy plugh')).toEqual([]);
    expect(askHelp('what is the')).toEqual([]);
    expect(askHelp('   ')).toEqual([]);
  });

  it('reads questions as words: accents, case, state names, stems', () => {
    expect(searchTerms('Renewals in Texas?')).toEqual(['renewal', 'state']);
    expect(searchTerms('Café’s RENEWING')).toEqual(['cafe', 'renew']);
    expect(stem('asking')).toBe('ask');
    expect(stem('getting')).toBe('get');
    expect(stem('companies')).toBe('company');
    expect(stem('business')).toBe('business');
    expect(stem('boxes')).toBe('box');
  });

  it('ranks by where the words stand: a word in the title beats the same word in the text', () => {
    const index = answerIndex([
      { item: 'text', title: 'Other thing', keywords: [], topic: 'General', body: 'A renewal' },
      { item: 'title', title: 'Renewal', keywords: [], topic: 'General', body: 'Other words' },
    ]);
    expect(index.search('renewals').map(({ item }) => item)).toEqual(['title', 'text']);
    // A word that starts a longer one finds it, and a synonym its group, at less weight: too
    // little, in the text alone, to be offered.
    expect(index.search('renew').map(({ item }) => item)).toEqual(['title']);
    expect(index.search('subscription').map(({ item }) => item)).toEqual(['title']);
  });
});

describe('the state a question names', () => {
  it('is read from its full name', () => {
    expect(stateNamedIn('how long does an LLC take in Texas')).toBe('TX');
    expect(stateNamedIn('Filing in new york?')).toBe('NY');
    expect(stateNamedIn('how long does an EIN take')).toBeUndefined();
  });
});
