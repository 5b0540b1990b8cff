import { catalogueItem } from '../../src/domain/services/service-catalogue';
import type { ProductKey } from '../../src/domain/checkout/product-keys';

export interface ServicePrice {
  /** Cents. */
  unitPrice: number;
  description: string;
  /** Set for a subscription, billed again each interval; null for a one-time purchase. */
  subscriptionInterval: 'year' | null;
}

/** What the checkout's product list and receipts say each of Charter's services is. */
const SERVICE_DESCRIPTIONS: Readonly<Record<ProductKey, string>> = {
  REGISTERED_AGENT:
    'Registered agent: an address in your state that receives legal and state mail for your business. Free for the first year, then billed yearly.',
  LLC_AMENDMENT:
    'Articles of amendment: file changes to your business name, owners, address or registered agent with the state.',
  LLC_ANNUAL_REPORT:
    'Annual report: prepare and file your business’s annual report with the state.',
  BIZ_LICENSE_REPORT:
    'Business license report: the federal, state and local licenses and permits your business needs.',
  LLC_OPERATING_AGREEMENT:
    'Operating agreement: a tailored agreement setting out how your LLC is owned and run.',
  EIN_APPLICATION:
    'EIN / tax ID: apply to the IRS for your business’s Employer Identification Number.',
  LLC_FORMATION:
    'Business formation: prepare and file your LLC’s formation documents with the state.',
  CERT_GOOD_STANDING:
    'Certificate of good standing: order the state’s certificate that your business is in good standing.',
  DOC_LIBRARY: 'Business templates: real business documents, ready to download and customise.',
  EXPERT_REVIEW:
    'Expert review: a specialist checks your formation answers before the state filing.',
  // Free: its guides and articles are open to every signed-in owner (only its templates need
  // DOC_LIBRARY), in packages too.
  BUSINESS_HUB: 'Business Hub: guides, articles and templates for running your business.',
};

/**
 * A Charter service as the checkout sells it, in every state alike today (the catalogue still
 * holds one price per state, so a state can differ later): the price is the spec's display
 * price of the Learn More modal (dashboard §9 "Modal": what the checkout charges; the card
 * column is a teaser), from the same catalogue the dashboard shows; the registered agent is a
 * yearly subscription whose first year is free — a display and billing rule (foundation §9,
 * firstYearPriceCents), not a lower price.
 */
export function servicePrice(key: ProductKey): ServicePrice {
  const item = catalogueItem(key);
  return {
    unitPrice: item.modalPriceCents,
    description: SERVICE_DESCRIPTIONS[key],
    subscriptionInterval: item.billing === 'yearly-after-free-year' ? 'year' : null,
  };
}
