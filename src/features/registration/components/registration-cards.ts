import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import { formatCents } from '../../../domain/checkout/money';
import { RAPID_STATE_FILING, standardStateFilingName } from '../../../domain/checkout/product-keys';
import type { FieldOption, PageDefinition } from '../../../domain/questionnaire/page-definition';
import { standardFilingText, type PlanOffer } from '../../../domain/registration/plan-offers';
import type { StateFacts } from '../../../domain/state-facts/state-facts';

function withOptions(
  definition: PageDefinition,
  fieldName: string,
  decorate: (option: FieldOption) => FieldOption,
): PageDefinition {
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      field.name === fieldName
        ? { ...field, options: field.options?.map((option) => decorate(option)) }
        : field,
    ),
  };
}

/**
 * Page1's plan cards for the chosen state: each plan's price due today, what it holds, the
 * state's filing fee it includes and how long the filing takes.
 */
export function withPlanCards(
  definition: PageDefinition,
  offers: readonly PlanOffer[],
  facts: StateFacts | null,
): PageDefinition {
  return withOptions(definition, 'tier', (option) => {
    const offer = offers.find((candidate) => candidate.tier === option.value);
    if (!offer) return option;
    const feeName = facts ? `${facts.state_name} filing fee` : 'State filing fee';
    return {
      ...option,
      price: formatCents(offer.todayCents),
      details: [
        ...offer.includes,
        `${feeName} (${formatCents(offer.stateFeeCents)}) included`,
        `Filed with the state in ${standardFilingText(facts)}`,
      ],
    };
  });
}

/**
 * Page2's filing cards: standard and rapid with their prices and business days in the state;
 * rapid cannot be chosen where the state sells no expedited filing that fits one business day.
 */
export function withFilingCards(
  definition: PageDefinition,
  facts: StateFacts,
  products: readonly CheckoutProduct[],
): PageDefinition {
  const priceOf = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    return product ? formatCents(product.unit_price) : undefined;
  };
  return withOptions(definition, 'service_filing', (option) => {
    if (option.value === 'standard') {
      return {
        ...option,
        description: standardFilingText(facts),
        price: priceOf(standardStateFilingName(facts.state)),
      };
    }
    if (option.value !== 'rapid') return option;
    const rapid = facts.rapid_filing;
    if (!rapid.offered) return { ...option, unavailableReason: rapid.reason };
    return { ...option, price: priceOf(RAPID_STATE_FILING) };
  });
}
