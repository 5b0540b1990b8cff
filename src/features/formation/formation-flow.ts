/** The formation flow's pages (spec foundation §2 "Formation flow"). */
export const FORMATION_QUESTION_PAGES = ['page1', 'page2', 'page3', 'page4'] as const;

export const formationPageId = (page: string) => `formation/${page}`;

/** Page id of a navigation url such as /formation/page3. */
export function pageIdOfUrl(url: string): string {
  return url.replace(/^\//, '');
}

/** The title of each review section's edit modal (spec: 'Review & Update Your ...'). */
export const REVIEW_SECTIONS: ReadonlyArray<{ page: string; heading: string; modalTitle: string }> =
  [
    {
      page: 'page1',
      heading: 'Primary business information',
      modalTitle: 'Review & Update Your Primary Business Information',
    },
    {
      page: 'page2',
      heading: 'Business industry',
      modalTitle: 'Review & Update Your Business Industry',
    },
    {
      page: 'page3',
      heading: 'Ownership',
      modalTitle: 'Review & Update Your Ownership Information',
    },
    {
      page: 'page4',
      heading: 'Registered agent',
      modalTitle: 'Review & Update Your Registered Agent',
    },
  ];
