/**
 * The articles of Charter's operating agreement, in order (decision 0050): the server's PDF
 * titles its articles from this list, and the pages that show the PDF list them as its text
 * outline for readers who cannot use the embedded viewer.
 */
export const AGREEMENT_ARTICLES = [
  'Formation',
  'Members and Percentage Interests',
  'Capital Contributions',
  'Allocations and Distributions',
  'Management',
  'Voting and Consents',
  'Transfers of Interests',
  'Books, Records and Accounting',
  'Exculpation and Indemnification',
  'Dissolution and Winding Up',
  'General Provisions',
] as const;

export type AgreementArticle = (typeof AGREEMENT_ARTICLES)[number];

/** An article's number (1-based). */
export const articleNumber = (article: AgreementArticle) => AGREEMENT_ARTICLES.indexOf(article) + 1;
