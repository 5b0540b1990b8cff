import { PRODUCT_KEYS, type ProductKey } from '../checkout/product-keys';
import { productTitle } from '../checkout/product-titles';
import { estimatedTimeText } from '../estimates/estimated-time';
import {
  ALL_DOCUMENTS_PATH,
  BUSINESS_HUB_PATH,
  BUSINESS_PROFILE_PATH,
  FORMATION_START_PATH,
  LICENSE_REPORT_DOCUMENTS_PATH,
  TEMPLATES_PATH,
} from './service-paths';

/**
 * What buying a service gives (decision 0022):
 * - `flow`: a questionnaire the owner fills in after buying, at `flowPath`;
 * - `content`: access to content (templates, the hub), opened at `flowPath`;
 * - `add-on`: work done on another service's filing (expert review of the formation).
 */
export type ServiceType = 'flow' | 'content' | 'add-on';

/**
 * How a price is charged: once, or (registered agent) nothing the first year and the price
 * every year after (dashboard §9).
 */
export type Billing = 'once' | 'yearly-after-free-year';

/** A dashboard service (dashboard §3 "Catalogue item" and its card's fields). */
export interface CatalogueItem {
  productKey: ProductKey;
  title: string;
  description: string;
  /**
   * Static display price of the Learn More modal, in cents (dashboard §9 "Modal"); the checkout
   * service charges it (server/checkout/service-prices.ts).
   */
  modalPriceCents: number;
  /** Static display price of the dashboard card, in cents (dashboard §9 "Dashboard card"). */
  cardPriceCents: number;
  billing: Billing;
  /** The estimated-time box's text (dashboard §9 "Estimated times"). */
  estimatedTime: string;
  /** The lines under 'Why Choose {title}?'. */
  features: readonly string[];
  /** The card's call to start the service once bought. */
  buttonText: string;
  type: ServiceType;
  /** Where the service continues after purchase (dashboard §2 "Card targets"). */
  flowPath: string;
  /** What the card offers once the service is ACTIVE. */
  activeLabel: string;
  activePath: string;
}

const VIEW_PROFILE = { activeLabel: 'View Profile', activePath: BUSINESS_PROFILE_PATH };
const VIEW_DOCUMENTS = { activeLabel: 'View Documents', activePath: ALL_DOCUMENTS_PATH };

type ItemFields = Omit<CatalogueItem, 'productKey' | 'title' | 'estimatedTime'>;

const ITEMS: Readonly<Record<ProductKey, ItemFields>> = {
  LLC_FORMATION: {
    description:
      'We prepare your formation documents and file them with the state, so your business is legally registered.',
    modalPriceCents: 9900,
    cardPriceCents: 9900,
    billing: 'once',
    features: [
      'A short guided questionnaire, saved as you go',
      'Business name availability checked before filing',
      'Documents prepared and filed with the state for you',
      'Status updates on your dashboard until the state approves',
    ],
    buttonText: 'Complete Business Registration',
    type: 'flow',
    flowPath: FORMATION_START_PATH,
    ...VIEW_PROFILE,
  },
  REGISTERED_AGENT: {
    description:
      'A registered agent in your state receives legal notices and state mail for your business, through our partner provider.',
    modalPriceCents: 9900,
    cardPriceCents: 9900,
    billing: 'yearly-after-free-year',
    features: [
      'Free for the first year',
      'A physical address in your state for legal notices',
      'Official mail received and passed on to you',
      'Delivered through our registered agent partner',
    ],
    buttonText: 'Appoint Your Agent',
    type: 'flow',
    flowPath: '/registered-agent/review',
    ...VIEW_PROFILE,
  },
  EIN_APPLICATION: {
    description:
      'Get the federal tax ID your business needs to open a bank account, hire employees and file taxes. We prepare and submit your application to the IRS.',
    modalPriceCents: 9900,
    cardPriceCents: 15000,
    billing: 'once',
    features: [
      'Four short steps, saved as you go',
      'Application prepared and submitted to the IRS for you',
      'Needed for a business bank account and payroll',
      'Status updates on your dashboard until your EIN is assigned',
    ],
    buttonText: 'Apply for Your EIN',
    type: 'flow',
    flowPath: '/ein/page1',
    ...VIEW_PROFILE,
  },
  BIZ_LICENSE_REPORT: {
    description:
      'Find out which federal, state, county and local licenses and permits your business needs for its industry and location.',
    modalPriceCents: 9900,
    cardPriceCents: 9900,
    billing: 'once',
    features: [
      'Federal, state, county and local licenses in one report',
      'Matched to your industry and business activities',
      'Kept in your documents for later reference',
    ],
    buttonText: 'Get Your License Report',
    type: 'flow',
    flowPath: '/business-license/industry',
    activeLabel: 'View Report',
    activePath: LICENSE_REPORT_DOCUMENTS_PATH,
  },
  LLC_OPERATING_AGREEMENT: {
    description:
      "An operating agreement sets out how your LLC is owned and run. We prepare it from your business's details and send it to every member for e-signature.",
    modalPriceCents: 4900,
    cardPriceCents: 4900,
    billing: 'once',
    features: [
      'Prepared from the owners and details you have on file',
      'Preview the agreement before it is sent',
      'Signed electronically by every member',
      'The signed agreement kept in your documents',
    ],
    buttonText: 'Prepare Your Agreement',
    type: 'flow',
    flowPath: '/operating-agreement/review',
    ...VIEW_DOCUMENTS,
  },
  LLC_AMENDMENT: {
    description:
      'Update the information on file with the state, such as your business name, owners or address, by filing articles of amendment.',
    modalPriceCents: 9900,
    cardPriceCents: 4900,
    billing: 'once',
    features: [
      'Review what the state has on file before changing it',
      'Only the changes your state allows are offered',
      'Amendment prepared and filed with the state for you',
    ],
    buttonText: 'Start Your Amendment',
    type: 'flow',
    flowPath: '/amendment/review',
    ...VIEW_PROFILE,
  },
  LLC_ANNUAL_REPORT: {
    description:
      'Keep your business in good standing by filing the annual report your state requires.',
    modalPriceCents: 9900,
    cardPriceCents: 4900,
    billing: 'once',
    features: [
      'Your location and managers confirmed in a few steps',
      'Report prepared and filed with the state for you',
      'Helps you avoid late penalties and losing good standing',
    ],
    buttonText: 'File Your Annual Report',
    type: 'flow',
    flowPath: '/annual-report/review',
    ...VIEW_DOCUMENTS,
  },
  CERT_GOOD_STANDING: {
    description:
      'Official proof from the state that your business is registered and in good standing, often asked for by banks, lenders and partners.',
    modalPriceCents: 9900,
    cardPriceCents: 4900,
    billing: 'once',
    features: [
      'Requested from your state of formation for you',
      'Emailed to you as soon as it is ready',
      'Kept in your documents for later use',
    ],
    buttonText: 'Request Your Certificate',
    type: 'flow',
    flowPath: '/certificate-of-good-standing/review',
    ...VIEW_DOCUMENTS,
  },
  DOC_LIBRARY: {
    description:
      'A library of business document templates you can preview, download and customize.',
    modalPriceCents: 9900,
    cardPriceCents: 4900,
    billing: 'once',
    features: [
      'Templates organized by category',
      'Preview any template before downloading it',
      'Download as DOCX and edit in your word processor',
      'Save favorites to find them again quickly',
    ],
    buttonText: 'Browse Templates',
    type: 'content',
    flowPath: TEMPLATES_PATH,
    activeLabel: 'View Templates',
    activePath: TEMPLATES_PATH,
  },
  EXPERT_REVIEW: {
    description:
      'A specialist checks your formation filing for errors and omissions before it is sent to the state.',
    modalPriceCents: 9900,
    cardPriceCents: 9900,
    billing: 'once',
    features: [
      'Your formation answers checked by a specialist',
      'Problems caught before your filing goes to the state',
      'Included in the Complete plan',
    ],
    buttonText: 'Continue to Business Formation',
    type: 'add-on',
    flowPath: FORMATION_START_PATH,
    ...VIEW_DOCUMENTS,
  },
  BUSINESS_HUB: {
    description:
      'Practical, founder-focused guides and articles to help you run and grow your business, all in one place.',
    modalPriceCents: 0,
    cardPriceCents: 0,
    billing: 'once',
    features: [
      'Guides organized by category',
      'The latest articles for business owners',
      'Download guides as PDF to read later',
    ],
    buttonText: 'Explore Business Hub',
    type: 'content',
    flowPath: BUSINESS_HUB_PATH,
    activeLabel: 'Open Business Hub',
    activePath: BUSINESS_HUB_PATH,
  },
};

/** Every dashboard service, in the order of the product keys. */
export const SERVICE_CATALOGUE: readonly CatalogueItem[] = PRODUCT_KEYS.map((productKey) => ({
  productKey,
  title: productTitle(productKey),
  estimatedTime: estimatedTimeText(productKey),
  ...ITEMS[productKey],
}));

const BY_KEY = new Map(SERVICE_CATALOGUE.map((item) => [item.productKey, item]));

export function catalogueItem(productKey: ProductKey): CatalogueItem {
  // Every product key has an item (the Record above), so the lookup cannot miss.
  return BY_KEY.get(productKey) as CatalogueItem;
}

/** The heading above a service's features in its Learn More modal. */
export function whyChooseHeading(productKey: ProductKey): string {
  return `Why Choose ${catalogueItem(productKey).title}?`;
}

/** The Learn More modal's estimated-time box note (dashboard §2 "Service info modal"). */
export const PROGRESS_SAVED_NOTE = 'Your progress is saved automatically.';
