export const registrationPageId = (page: string) => `registration/${page}`;

/** The page name of a navigation url such as /registration/page3. */
export function pageNameOfUrl(url: string): string {
  return url.replace(/^\/registration\//, '');
}

/** The review's sections and their edit modals' titles (spec foundation §2: 'Review & Update Your ...'). */
export const REGISTRATION_REVIEW_SECTIONS: ReadonlyArray<{
  page: string;
  heading: string;
  modalTitle: string;
}> = [
  {
    page: 'page1',
    heading: 'Business information',
    modalTitle: 'Review & Update Your Business Information',
  },
  {
    page: 'page2',
    heading: 'Expedited state filing',
    modalTitle: 'Review & Update Your State Filing',
  },
  { page: 'page3', heading: 'Expert review', modalTitle: 'Review & Update Your Expert Review' },
  {
    page: 'page4',
    heading: 'Registered agent',
    modalTitle: 'Review & Update Your Registered Agent',
  },
];
