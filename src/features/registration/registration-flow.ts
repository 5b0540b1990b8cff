/** The registration flow's question pages (spec foundation §2 "Registration flow"). */
export const REGISTRATION_QUESTION_PAGES = ['page1', 'page2', 'page3', 'page4', 'page5'] as const;

export const registrationPageId = (page: string) => `registration/${page}`;

/** The page name of a navigation url such as /registration/page3. */
export function pageNameOfUrl(url: string): string {
  return url.replace(/^\/registration\//, '');
}
