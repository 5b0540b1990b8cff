import type { CheckoutProduct } from '../checkout/checkout-product';
import {
  isFormationStateFiling,
  isRapidStateFiling,
  isStateFeeEntry,
  type ProductKey,
  RAPID_STATE_FILING,
  standardStateFilingName,
} from '../checkout/product-keys';
import type { Answers } from '../questionnaire/page-definition';
import type { Tier } from '../tiers';

/**
 * The registration checkout data (spec foundation §3): the checkout service's products for the
 * visitor's state and tier, the names of the selected ones, the state and the entity type.
 * Persisted in session storage and rebuilt on session restore (foundation §4).
 */
export interface RegistrationCheckout {
  products: CheckoutProduct[];
  /** Names of the selected products, always in the catalogue's order. */
  selected: string[];
  /** The business state's two-letter abbreviation: its standard filing is `<XX>-STATE`. */
  state: string;
  entityType: string;
}

/** What page1 of registration decides for the checkout. */
export interface RegistrationBasics {
  tier: Tier;
  /** Two-letter abbreviation. */
  state: string;
  entityType: string;
}

/** Page2's service_filing options (server/products/registration/registration-pages.ts). */
export type ServiceFiling = 'standard' | 'rapid';

const REGISTERED_AGENT: ProductKey = 'REGISTERED_AGENT';
const EXPERT_REVIEW: ProductKey = 'EXPERT_REVIEW';

/**
 * Products the visitor's answers put in or take out: they are never "required", even when the
 * catalogue does not mark them optional, or choosing someone else as agent could not remove the
 * agent. State fee entries follow the chosen filing.
 */
function isAnswerDriven(name: string): boolean {
  return name === REGISTERED_AGENT || name === EXPERT_REVIEW || isStateFeeEntry(name);
}

function isRequired(product: CheckoutProduct): boolean {
  return product.optional !== true && !isAnswerDriven(product.name);
}

/**
 * The selection with the names matching `replaced` taken out and `added` put in: only priced
 * products (a name missing from the catalogue cannot be bought), in catalogue order, with every
 * required product in.
 */
function reselect(
  checkout: RegistrationCheckout,
  replaced: (name: string) => boolean,
  added: readonly string[],
): RegistrationCheckout {
  const kept = new Set([...checkout.selected.filter((name) => !replaced(name)), ...added]);
  const selected = checkout.products
    .filter((product) => kept.has(product.name) || isRequired(product))
    .map((product) => product.name);
  return { ...checkout, selected };
}

function withProduct(
  checkout: RegistrationCheckout,
  name: string,
  included: boolean,
): RegistrationCheckout {
  return reselect(checkout, (selected) => selected === name, included ? [name] : []);
}

/**
 * The chosen filing replaces the standard or rapid state filing: rapid swaps `<XX>-STATE` for
 * RAPID-STATE, standard the reverse. Where the catalogue has no RAPID-STATE (the state sells no
 * expedite that fits one business day), rapid keeps the standard filing: an order always carries
 * its state filing.
 */
export function chooseServiceFiling(
  checkout: RegistrationCheckout,
  filing: ServiceFiling,
): RegistrationCheckout {
  const rapidSold = checkout.products.some((product) => isRapidStateFiling(product.name));
  const chosen =
    filing === 'rapid' && rapidSold ? RAPID_STATE_FILING : standardStateFilingName(checkout.state);
  return reselect(checkout, isFormationStateFiling, [chosen]);
}

/** The product's registered agent is added; someone else removes it. */
export function chooseRegisteredAgent(
  checkout: RegistrationCheckout,
  productAgent: boolean,
): RegistrationCheckout {
  return withProduct(checkout, REGISTERED_AGENT, productAgent);
}

/** Expert review is added when chosen and removed when not, except that COMPLETE includes it. */
export function chooseExpertReview(
  checkout: RegistrationCheckout,
  tier: Tier,
  wanted: boolean,
): RegistrationCheckout {
  return withProduct(checkout, EXPERT_REVIEW, wanted || tier === 'COMPLETE');
}

/**
 * The selection before any add-on question is answered: the required products, the standard
 * state filing (page2's default) and, for COMPLETE, the expert review.
 */
export function createRegistrationCheckout(
  products: CheckoutProduct[],
  basics: RegistrationBasics,
): RegistrationCheckout {
  const empty: RegistrationCheckout = {
    products,
    selected: [],
    state: basics.state,
    entityType: basics.entityType,
  };
  return chooseExpertReview(chooseServiceFiling(empty, 'standard'), basics.tier, false);
}

/** Saved answers of the registration pages, keyed by page name. */
export interface RegistrationPageAnswers {
  page1?: Answers;
  page2?: Answers;
  page3?: Answers;
  page4?: Answers;
}

/**
 * A yes/no answer: a boolean, or 'true'/'false' as radio answers may arrive (decision 0007);
 * null when unanswered.
 */
function yesNo(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * The selection rebuilt from saved page answers (session restore, foundation §4): the filing of
 * page2 (standard, its default, unless rapid), the expert review of page3 and the agent of page4.
 * An unanswered yes/no question leaves its product as the creation left it.
 */
export function rebuildRegistrationCheckout(
  products: CheckoutProduct[],
  basics: RegistrationBasics,
  answers: RegistrationPageAnswers,
): RegistrationCheckout {
  let checkout = createRegistrationCheckout(products, basics);
  if (answers.page2?.service_filing === 'rapid') checkout = chooseServiceFiling(checkout, 'rapid');
  const expertReview = yesNo(answers.page3?.is_expert_review);
  if (expertReview !== null) checkout = chooseExpertReview(checkout, basics.tier, expertReview);
  const productAgent = yesNo(answers.page4?.is_bizup_designated_agent);
  if (productAgent !== null) checkout = chooseRegisteredAgent(checkout, productAgent);
  return checkout;
}

/** The selected products with their prices, for the order summary and the purchase. */
export function selectedProducts(checkout: RegistrationCheckout): CheckoutProduct[] {
  const selected = new Set(checkout.selected);
  return checkout.products.filter((product) => selected.has(product.name));
}
