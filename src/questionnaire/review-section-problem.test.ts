import { describe, expect, it } from 'vitest';
import { REGISTRATION_PAGES } from '../../server/products/registration/registration-pages';
import type { Draft } from '../local/local-database';
import { reviewSectionProblem } from './review-section-problem';

// Registration's expert review page, as the server defines it.
const definition = REGISTRATION_PAGES.find((page) => page.id === 'registration/page3')!;

const sections = [{ page: 'page3', heading: 'Expert review' }];
const draft = (answers: Draft['answers'], state: Draft['state'] = 'synced'): Draft =>
  ({ ownerKey: 'o', pageId: 'registration/page3', answers, state }) as Draft;

describe('what stops a review page from going on', () => {
  it('names a step without answers', () => {
    expect(reviewSectionProblem(sections, [definition], () => undefined)).toBe(
      'Please complete the step "Expert review" first.',
    );
  });

  it('names a step changed on another device', () => {
    expect(
      reviewSectionProblem(sections, [definition], () =>
        draft({ is_expert_review: true }, 'conflict'),
      ),
    ).toMatch(/changed on another device/);
  });

  it('names a step whose answers need attention, and nothing once they are fine', () => {
    expect(reviewSectionProblem(sections, [definition], () => draft({}))).toBe(
      'Some answers in "Expert review" need attention: use its Edit button.',
    );
    expect(
      reviewSectionProblem(sections, [definition], () => draft({ is_expert_review: false })),
    ).toBeNull();
  });
});
