import { describe, expect, it } from 'vitest';
import { fillNextPageUrl } from '../questionnaire/next-page';
import { EIN_CATEGORIES } from '../ein-categories';
import { CHOSEN_INDUSTRY_PAGE, EIN_FLOW } from './ein-flow';
import { BUSINESS_LICENSE_FLOW } from './business-license-flow';
import { CERTIFICATE_FLOW } from './certificate-flow';
import {
  flowPage,
  flowPagePath,
  type Flow,
  isBusinessFlow,
  possiblePages,
  resolvePageRef,
  reviewSectionsFor,
  stepLabel,
} from './flow';
import { REGISTERED_AGENT_FLOW } from './registered-agent-flow';

/** Every flow module of this folder, found by name: no list to forget one in. */
const FLOWS: Flow[] = Object.values(
  import.meta.glob<Record<string, unknown>>('./*-flow.ts', { eager: true }),
).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is Flow =>
      typeof value === 'object' && value !== null && 'owner' in value && 'pages' in value,
  ),
);

describe('flow modules', () => {
  it('are found: one flow per flow module', () => {
    expect(FLOWS.map((flow) => flow.key)).toHaveLength(
      Object.keys(import.meta.glob('./*-flow.ts')).length,
    );
  });

  it.each(FLOWS.map((flow) => [flow.key, flow] as const))(
    '%s: every review section names a question or modal page, Back a question page',
    (_, flow) => {
      const pagesOf = (...kinds: string[]) =>
        new Set(flow.pages.filter((p) => kinds.includes(p.kind)).map((p) => p.name));
      // A flow acting on the formed business reviews that business, not pages of its own.
      const review = flow.review?.shows === 'business' ? undefined : flow.review;
      const edited = pagesOf('question', 'modal');
      for (const section of review?.sections ?? []) {
        for (const page of possiblePages(section.page)) expect(edited).toContain(page);
      }
      const back = review?.back;
      if (back && (typeof back === 'string' || !('path' in back)))
        for (const page of possiblePages(back)) expect(pagesOf('question')).toContain(page);
      if (review?.next) expect(pagesOf('other')).toContain(review.next);
      if (flow.submission) {
        expect(flow.pages.map((p) => p.name)).toContain(flow.submission.confirmationPage);
      }
    },
  );

  it.each(FLOWS.filter(isBusinessFlow).map((flow) => [flow.key, flow] as const))(
    '%s reviews the business: no pages of its own, a review, its confirmation and both toasts',
    (_, flow) => {
      expect(flow.pages.map((page) => page.kind)).toEqual(['review', 'confirmation']);
      expect(flow.pagePath).toBeUndefined();
      expect(() => flowPagePath(flow, 'page1')).toThrow(/no pages of its own/);
      expect(flow.submission.toasts).toBeDefined();
    },
  );

  it('the registered agent and certificate say what the spec says', () => {
    expect(REGISTERED_AGENT_FLOW.submission).toMatchObject({
      path: '/v1/registered_agent/submit',
      confirmationPage: 'registered-agent-confirmation',
      toasts: {
        success: 'Registered Agent submitted successfully.',
        failure: 'Failed to Submit Registered Agent data',
      },
    });
    expect(REGISTERED_AGENT_FLOW.review.back).toBe('previous');
    // The spec's spelling of the path, kept (foundation §7).
    expect(CERTIFICATE_FLOW.submission).toMatchObject({
      path: '/v1/cerficate_of_good_standing/submit',
      confirmationPage: 'certificate-of-good-standing-confirmation',
      toasts: {
        success: 'Certificate submitted successfully.',
        failure: 'Failed to Submit Certificate data',
      },
    });
    expect(CERTIFICATE_FLOW.review).toMatchObject({
      title: 'Review and Submit',
      back: { path: '/dashboard' },
    });
  });

  it('the business license report says what the spec says', () => {
    const step = (page: string) =>
      stepLabel(BUSINESS_LICENSE_FLOW, flowPage(BUSINESS_LICENSE_FLOW, page)!);
    expect(step('industry')).toBe('STEP 1 OF 2: Business category');
    expect(step('industry-activities')).toBe('STEP 2 OF 2: Business activities');
    expect(BUSINESS_LICENSE_FLOW.loadFailure).toBe('Failed to fetch Business Licenses data');
    expect(flowPagePath(BUSINESS_LICENSE_FLOW, 'page2')).toBe('/v1/business_licenses/page2');
    expect(BUSINESS_LICENSE_FLOW.review.sections.map((section) => section.modalTitle)).toEqual([
      'Edit Your Business Category',
      'Edit Your Business Activities',
    ]);
    expect(BUSINESS_LICENSE_FLOW.submission).toEqual({
      path: '/v1/business_licenses/report',
      productKey: 'BIZ_LICENSE_REPORT',
      confirmationPage: 'business-license-confirmation',
      toasts: { failure: 'Failed Submit Business Licenses data' },
    });
  });

  it('EIN steps are written in capitals, formation in a sentence', () => {
    expect(stepLabel(EIN_FLOW, flowPage(EIN_FLOW, 'page2')!)).toBe('STEP 2 OF 4: W-2 employees');
    expect(stepLabel(EIN_FLOW, flowPage(EIN_FLOW, 'health-care')!)).toBe(
      'STEP 4 OF 4: Health Care',
    );
  });
});

describe('pages chosen by an answer', () => {
  it('the EIN review includes the industry page chosen on page4, once chosen', () => {
    const answers = { page4: { category: 'health-care' } } as Record<
      string,
      Record<string, unknown>
    >;
    const pages = (of: typeof answers) =>
      reviewSectionsFor(EIN_FLOW.review, (page) => of[page]).map((section) => section.page);
    expect(pages(answers)).toEqual(['page1', 'page2', 'page3', 'page4', 'health-care']);
    expect(pages({})).toEqual(['page1', 'page2', 'page3', 'page4']);
  });

  it.each(EIN_CATEGORIES.map(({ page }) => page))(
    'page4 → %s resolves as a page and a url',
    (page) => {
      expect(resolvePageRef(CHOSEN_INDUSTRY_PAGE, () => ({ category: page }))).toBe(page);
      expect(fillNextPageUrl('/ein/{category}', { category: page })).toBe(`/ein/${page}`);
    },
  );

  it('an answer that names no page resolves to nothing', () => {
    expect(resolvePageRef(CHOSEN_INDUSTRY_PAGE, () => ({ category: 'page1' }))).toBeNull();
    expect(resolvePageRef(CHOSEN_INDUSTRY_PAGE, () => null)).toBeNull();
    expect(fillNextPageUrl('/ein/{category}', {})).toBeNull();
    expect(fillNextPageUrl('/ein/{category}', { category: '../dashboard' })).toBeNull();
    expect(fillNextPageUrl('/ein/page2', {})).toBe('/ein/page2');
  });
});
