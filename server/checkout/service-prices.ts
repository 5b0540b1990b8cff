import type { ProductKey } from '../../src/domain/checkout/product-keys';

export interface ServicePrice {
  /** Cents. */
  unitPrice: number;
  description: string;
  /** Set for a subscription, billed again each interval; null for a one-time purchase. */
  subscriptionInterval: 'year' | null;
}

/**
 * Charter's own services, priced from the spec's display prices (dashboard §9, the "Modal"
 * column: what the checkout charges; the dashboard card column is a teaser). The same in every
 * state today; the catalogue still holds one price per state so a state can differ later.
 */
export const SERVICE_PRICES: Readonly<Record<ProductKey, ServicePrice>> = {
  REGISTERED_AGENT: {
    unitPrice: 99_00,
    description:
      'Registered agent: an address in your state that receives legal and state mail for your business. Free for the first year, then billed yearly.',
    // The first free year is a display and billing rule (foundation §9), not a lower price.
    subscriptionInterval: 'year',
  },
  LLC_AMENDMENT: {
    unitPrice: 99_00,
    description:
      'Articles of amendment: file changes to your business name, owners, address or registered agent with the state.',
    subscriptionInterval: null,
  },
  LLC_ANNUAL_REPORT: {
    unitPrice: 99_00,
    description: 'Annual report: prepare and file your business’s annual report with the state.',
    subscriptionInterval: null,
  },
  BIZ_LICENSE_REPORT: {
    unitPrice: 99_00,
    description:
      'Business license report: the federal, state and local licenses and permits your business needs.',
    subscriptionInterval: null,
  },
  LLC_OPERATING_AGREEMENT: {
    unitPrice: 49_00,
    description:
      'Operating agreement: a tailored agreement setting out how your LLC is owned and run.',
    subscriptionInterval: null,
  },
  EIN_APPLICATION: {
    unitPrice: 99_00,
    description:
      'EIN / tax ID: apply to the IRS for your business’s Employer Identification Number.',
    subscriptionInterval: null,
  },
  LLC_FORMATION: {
    unitPrice: 99_00,
    description:
      'Business formation: prepare and file your LLC’s formation documents with the state.',
    subscriptionInterval: null,
  },
  CERT_GOOD_STANDING: {
    unitPrice: 99_00,
    description:
      'Certificate of good standing: order the state’s certificate that your business is in good standing.',
    subscriptionInterval: null,
  },
  DOC_LIBRARY: {
    unitPrice: 99_00,
    description: 'Business templates: real business documents, ready to download and customise.',
    subscriptionInterval: null,
  },
  EXPERT_REVIEW: {
    unitPrice: 99_00,
    description:
      'Expert review: a specialist checks your formation answers before the state filing.',
    subscriptionInterval: null,
  },
  BUSINESS_HUB: {
    // The spec prices every service but this one, and its guides and articles are open to every
    // signed-in owner (only its templates need DOC_LIBRARY): it comes free, in packages too.
    unitPrice: 0,
    description: 'Business Hub: guides, articles and templates for running your business.',
    subscriptionInterval: null,
  },
};
