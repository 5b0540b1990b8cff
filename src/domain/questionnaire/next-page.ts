import type { Answers } from './page-definition';

/** A page name is lower-case letters, digits and dashes: an answer that is not cannot be one. */
const PAGE_NAME = /^[a-z0-9-]{1,64}$/;

/**
 * A page's next_page_url with its templates filled from the page's answers (spec §2 EIN:
 * page4's Continue goes to '/ein/{category}'). A url without templates is returned as it is;
 * null when an answer the template needs is missing or could not be a page name.
 */
export function fillNextPageUrl(url: string, answers: Answers): string | null {
  let missing = false;
  const filled = url.replace(/\{([a-z0-9_]+)\}/g, (_, name: string) => {
    const value = answers[name];
    if (typeof value !== 'string' || !PAGE_NAME.test(value)) missing = true;
    return String(value);
  });
  return missing ? null : filled;
}
