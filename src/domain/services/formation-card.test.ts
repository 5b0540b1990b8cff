import { describe, expect, it } from 'vitest';
import { FORMATION_STEPS, formationCard } from './formation-card';
import { SERVICE_STATUSES } from './service-statuses';

describe('formation card per status (foundation §4 "Formation card per status")', () => {
  it.each<[string | undefined, string, RegExp, number, string | null]>([
    [
      undefined,
      'Complete Your Business Registration',
      /prepare your formation/,
      0,
      '/formation/page1',
    ],
    [
      'NOT_STARTED',
      'Complete Your Business Registration',
      /prepare your formation/,
      0,
      '/formation/page1',
    ],
    [
      'PURCHASED',
      'Complete Your Business Registration',
      /prepare your formation/,
      0,
      '/formation/page1',
    ],
    [
      'REGISTRATION_ERROR',
      "We Couldn't Complete Your Registration",
      /contact support/,
      0,
      '/help-center',
    ],
    ['REGISTRATION_DONE', 'Documents Submitted', /documents have been submitted/, 1, null],
    ['SUBMITTED', 'Documents Submitted', /documents have been submitted/, 1, null],
    ['COMPLETED', 'Documents Submitted', /documents have been submitted/, 1, null],
    ['PENDING_EXPERT_REVIEW', 'Documents Submitted', /expert is reviewing/, 1, null],
    ['COMPLETED_EXPERT_REVIEW', 'Documents Submitted', /expert has reviewed/, 1, null],
    ['IN_PROGRESS', 'State Review in Progress', /state is reviewing/, 2, null],
    ['PENDING', 'State Review in Progress', /state is reviewing/, 2, null],
    ['REJECTED', 'Rejected by State', /state rejected .* review it and contact support/, 2, null],
    ['ACTIVE', 'Your Business Is Formed', /approved/, 3, '/business-profile'],
    ['on_hold', 'Documents Submitted', /documents have been submitted/, 1, null],
    ['in_progress', 'State Review in Progress', /state is reviewing/, 2, null],
  ])('%s: %s', (status, title, text, step, path) => {
    const card = formationCard(status);
    expect(card.title).toBe(title);
    expect(card.text).toMatch(text);
    expect(card.step).toBe(step);
    expect(card.action?.kind === 'link' ? card.action.path : null).toBe(path);
  });

  it('offers Learn More on a rejected formation', () => {
    expect(formationCard('REJECTED').action).toEqual({ kind: 'learn-more', label: 'Learn More' });
  });

  it('invites to complete registration with the documents area button text', () => {
    expect(formationCard('PURCHASED').action).toMatchObject({
      label: 'Complete Business Registration',
    });
  });

  it('puts every status on a step of the stepper', () => {
    for (const status of SERVICE_STATUSES) {
      expect(FORMATION_STEPS[formationCard(status).step]).toBeDefined();
    }
  });
});
