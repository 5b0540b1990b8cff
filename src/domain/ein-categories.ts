/**
 * The EIN application's business categories (spec foundation §2 "EIN flow", page4), in the
 * spec's order: the one list the app's route table (each category's industry sub-page is a
 * route under /ein) and the server's page definitions (which give each its description and
 * industry types) read.
 */
export const EIN_CATEGORIES = [
  { page: 'accommodation', label: 'Accommodation' },
  { page: 'construction', label: 'Construction' },
  { page: 'finance', label: 'Finance' },
  { page: 'food-service', label: 'Food Service' },
  { page: 'health-care', label: 'Health Care' },
  { page: 'insurance', label: 'Insurance' },
  { page: 'manufacturing', label: 'Manufacturing' },
  { page: 'real-estate', label: 'Real Estate' },
  { page: 'rental-leasing', label: 'Rental & Leasing' },
  { page: 'retail', label: 'Retail' },
  { page: 'social-assistance', label: 'Social Assistance' },
  { page: 'transportation', label: 'Transportation' },
  { page: 'warehousing', label: 'Warehousing' },
  { page: 'wholesale', label: 'Wholesale' },
  { page: 'other', label: 'Other' },
] as const;

/** A category's sub-page name, also the value of the page4 answer. */
export type EinCategoryPage = (typeof EIN_CATEGORIES)[number]['page'];
