import type { CheckoutProduct } from '../checkout/checkout-product';
import { firstYearPriceCents, formatCents, orderTotalCents } from '../checkout/money';
import {
  isFormationStateFiling,
  isStandardStateFiling,
  isStateFeeEntry,
  type ProductKey,
} from '../checkout/product-keys';
import { productTitle } from '../checkout/product-titles';
import { renewalDate } from '../checkout/renewal';
import type { FactSource } from '../state-facts/fact-source';
import type { StateFacts } from '../state-facts/state-facts';
import { TIER_LABELS, type Tier } from '../tiers';

/** One line of the order summary: what the visitor pays for and what it costs today. */
export interface SummaryLine {
  /** Stable key: the plan, or the product name of the line. */
  key: string;
  title: string;
  /** Charged today, in cents. */
  todayCents: number;
  /** The price as read, e.g. '$300.00' or 'Free for 1st year'. */
  priceText: string;
  /** Smaller lines under the title: what the plan holds, how a fee is made up, a renewal. */
  details: string[];
  /** Where the figure comes from, for a state's fee. */
  source: FactSource | null;
}

/** A charge that comes later: the registered agent's first annual fee. */
export interface SummaryRenewal {
  title: string;
  cents: number;
  /** The day it is charged, as the screen writes it (formatDay). */
  on: string;
}

export interface OrderSummary {
  lines: SummaryLine[];
  /** The same sum the checkout charges (orderTotalCents of the selected products). */
  todayCents: number;
  renewals: SummaryRenewal[];
}

export interface OrderSummaryInput {
  /** The selected products, as the selection rules build them (selectedProducts). */
  lines: readonly CheckoutProduct[];
  tier: Tier;
  /** The state's facts, once loaded: the fee's source and the make-up of rapid filing. */
  facts: StateFacts | null;
  today?: Date;
}

const REGISTERED_AGENT: ProductKey = 'REGISTERED_AGENT';

/**
 * A product the plan itself holds: a required service of the tier's package. The agent, the
 * state filing and an add-on the visitor chose (optional) get lines of their own.
 */
function isPlanService(product: CheckoutProduct): boolean {
  return (
    !isStateFeeEntry(product.name) && product.name !== REGISTERED_AGENT && product.optional !== true
  );
}

function planLine(tier: Tier, services: readonly CheckoutProduct[]): SummaryLine {
  const cents = orderTotalCents(services);
  return {
    key: 'plan',
    title: `${TIER_LABELS[tier]} plan`,
    todayCents: cents,
    priceText: formatCents(cents),
    details: [services.map((service) => productTitle(service.name)).join(' · ')],
    source: null,
  };
}

/** The state filing: the standard fee, or the fee with rapid filing and how it is made up. */
function filingLine(product: CheckoutProduct, facts: StateFacts | null): SummaryLine {
  const base = {
    key: product.name,
    todayCents: product.unit_price,
    priceText: formatCents(product.unit_price),
  };
  const stateName = facts?.state_name;
  if (isStandardStateFiling(product.name)) {
    return {
      ...base,
      title: stateName ? `${stateName} filing fee` : productTitle(product.name),
      details: ['Paid to the state'],
      source: facts?.formation_fee ?? null,
    };
  }
  const rapid = facts?.rapid_filing;
  const details =
    rapid?.offered && facts?.formation_fee
      ? [
          `${facts.state_name} filing fee ${formatCents(facts.formation_fee.cents)}`,
          `${rapid.tier_name} ${formatCents(rapid.state_fee.cents)}`,
          `Charter rapid handling ${formatCents(rapid.charter_fee_cents)}`,
        ]
      : ['Paid to the state, with its expedited service'];
  return {
    ...base,
    title: stateName ? `${stateName} filing fee with rapid filing` : productTitle(product.name),
    details,
    source: rapid?.offered ? rapid.state_fee : null,
  };
}

function agentLine(product: CheckoutProduct, renewsOnText: string): SummaryLine {
  return {
    key: product.name,
    title: productTitle(product.name),
    todayCents: 0,
    priceText: 'Free for 1st year',
    details: [`Then ${formatCents(product.unit_price)}/year from ${renewsOnText}`],
    source: null,
  };
}

/**
 * The order summary of registration (issue 15): each line as the selection rules build it (the
 * plan, the state filing fee or rapid filing, expert review, the registered agent free for its
 * first year), the total due today — the same sum the checkout charges — and what renews later.
 * `formatDay` writes a renewal date as the screen shows it.
 */
export function buildOrderSummary(
  { lines, tier, facts, today = new Date() }: OrderSummaryInput,
  formatDay: (day: Date) => string,
): OrderSummary {
  const renewsOn = formatDay(renewalDate(today));
  const services = lines.filter(isPlanService);
  const summary: SummaryLine[] = services.length > 0 ? [planLine(tier, services)] : [];
  const renewals: SummaryRenewal[] = [];
  // The plan, then the state filing, then what the visitor added, in the catalogue's order.
  const filings = lines.filter((product) => isFormationStateFiling(product.name));
  const addOns = lines.filter(
    (product) => !isPlanService(product) && !isFormationStateFiling(product.name),
  );
  summary.push(...filings.map((product) => filingLine(product, facts)));
  for (const product of addOns) {
    if (product.name === REGISTERED_AGENT) {
      summary.push(agentLine(product, renewsOn));
      renewals.push({ title: productTitle(product.name), cents: product.unit_price, on: renewsOn });
    } else {
      const cents = firstYearPriceCents(product);
      summary.push({
        key: product.name,
        title: productTitle(product.name),
        todayCents: cents,
        priceText: formatCents(cents),
        details: [],
        source: null,
      });
    }
  }
  return { lines: summary, todayCents: orderTotalCents(lines), renewals };
}
