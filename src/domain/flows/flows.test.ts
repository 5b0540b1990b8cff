import { describe, expect, it } from 'vitest';
import { fillNextPageUrl } from '../questionnaire/next-page';
import { EIN_CATEGORIES } from '../ein-categories';
import { CHOSEN_INDUSTRY_PAGE, EIN_FLOW } from './ein-flow';
import { possiblePages, resolvePageRef, reviewSectionsFor, stepLabel, flowPage } from './flow';
import { FLOWS } from './flows';

describe('flow modules', () => {
  it.each(FLOWS.map((flow) => [flow.key, flow] as const))(
    '%s: every review section names a question or modal page, Back a question page',
    (_, flow) => {
      const pagesOf = (...kinds: string[]) =>
        new Set(flow.pages.filter((p) => kinds.includes(p.kind)).map((p) => p.name));
      const edited = pagesOf('question', 'modal');
      for (const section of flow.review?.sections ?? []) {
        for (const page of possiblePages(section.page)) expect(edited).toContain(page);
      }
      const back = flow.review?.back;
      if (back && (typeof back === 'string' || !('path' in back)))
        for (const page of possiblePages(back)) expect(pagesOf('question')).toContain(page);
      if (flow.review?.next) expect(pagesOf('other')).toContain(flow.review.next);
      if (flow.submission) {
        expect(flow.pages.map((p) => p.name)).toContain(flow.submission.confirmationPage);
      }
    },
  );

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
