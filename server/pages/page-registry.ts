import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';

/**
 * Every questionnaire page the products define, in the products' order (the assembly's list),
 * and the page of an id '<flow>/<page>' (e.g. 'formation/page2', 'ein/health-care'), if any.
 */
export function pageRegistry(products: readonly { pages?: readonly PageDefinition[] }[]) {
  const pages = products.flatMap((product) => product.pages ?? []);
  const byId = new Map(pages.map((page) => [page.id, page]));
  return { pages, find: (id: string): PageDefinition | undefined => byId.get(id) };
}
