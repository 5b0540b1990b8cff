import { describe, expect, it } from 'vitest';
import type { CheckoutProduct } from '../checkout/checkout-product';
import type { Tier } from '../tiers';
import {
  chooseExpertReview,
  chooseRegisteredAgent,
  chooseServiceFiling,
  createRegistrationCheckout,
  rebuildRegistrationCheckout,
  type RegistrationBasics,
  type RegistrationCheckout,
  selectedProducts,
} from './selection-rules';

const product = (name: string, unit_price: number, optional?: boolean): CheckoutProduct => ({
  name,
  unit_price,
  price_id: `price_${name}`,
  ...(optional === undefined ? {} : { optional }),
});

/** A Delaware catalogue: two plan products, three optional add-ons and the state filings. */
const CATALOGUE: CheckoutProduct[] = [
  product('LLC_FORMATION', 9900, false),
  product('EIN_APPLICATION', 9900),
  product('DOC_LIBRARY', 4900, true),
  product('REGISTERED_AGENT', 9900, true),
  product('EXPERT_REVIEW', 9900, true),
  product('DE-STATE', 11000, false),
  product('RAPID-STATE', 20000, true),
];
const REQUIRED = ['LLC_FORMATION', 'EIN_APPLICATION'];

const basics = (tier: Tier): RegistrationBasics => ({ tier, state: 'DE', entityType: 'LLC' });
const growth = () => createRegistrationCheckout(CATALOGUE, basics('GROWTH'));

describe('creating the registration checkout', () => {
  it('keeps the catalogue, state and entity type (foundation §3)', () => {
    const checkout = growth();
    expect(checkout.products).toBe(CATALOGUE);
    expect(checkout.state).toBe('DE');
    expect(checkout.entityType).toBe('LLC');
  });

  it.each<[Tier, string[]]>([
    ['STARTER', [...REQUIRED, 'DE-STATE']],
    ['GROWTH', [...REQUIRED, 'DE-STATE']],
    ['COMPLETE', [...REQUIRED, 'EXPERT_REVIEW', 'DE-STATE']],
  ])(
    '%s selects the required products, the standard filing and COMPLETE its expert review',
    (tier, selected) => {
      expect(createRegistrationCheckout(CATALOGUE, basics(tier)).selected).toEqual(selected);
    },
  );

  it('never requires the answer-driven products, even when not marked optional', () => {
    const catalogue = [product('REGISTERED_AGENT', 9900), product('EXPERT_REVIEW', 9900)];
    expect(createRegistrationCheckout(catalogue, basics('GROWTH')).selected).toEqual([]);
  });

  it("selects the standard filing of the checkout's state only", () => {
    const catalogue = [...CATALOGUE, product('CA-STATE', 7000)];
    expect(createRegistrationCheckout(catalogue, basics('GROWTH')).selected).not.toContain(
      'CA-STATE',
    );
  });
});

describe('service filing (page2)', () => {
  it('picking rapid swaps the standard state filing for RAPID-STATE', () => {
    expect(chooseServiceFiling(growth(), 'rapid').selected).toEqual([...REQUIRED, 'RAPID-STATE']);
  });

  it('picking standard swaps RAPID-STATE back for the standard state filing', () => {
    const rapid = chooseServiceFiling(growth(), 'rapid');
    expect(chooseServiceFiling(rapid, 'standard').selected).toEqual([...REQUIRED, 'DE-STATE']);
  });

  it('replaces whichever state filing was selected, keeping exactly one', () => {
    const stale: RegistrationCheckout = { ...growth(), selected: ['DE-STATE', 'RAPID-STATE'] };
    expect(chooseServiceFiling(stale, 'rapid').selected).toEqual([...REQUIRED, 'RAPID-STATE']);
    expect(chooseServiceFiling(stale, 'standard').selected).toEqual([...REQUIRED, 'DE-STATE']);
  });

  it('keeps the standard state filing when the state sells no rapid filing', () => {
    const withoutRapid = createRegistrationCheckout(
      CATALOGUE.filter((entry) => entry.name !== 'RAPID-STATE'),
      basics('GROWTH'),
    );
    expect(chooseServiceFiling(withoutRapid, 'rapid').selected).toEqual([...REQUIRED, 'DE-STATE']);
  });

  it('leaves the other selected products alone', () => {
    const withAgent = chooseRegisteredAgent(growth(), true);
    expect(chooseServiceFiling(withAgent, 'rapid').selected).toContain('REGISTERED_AGENT');
  });
});

describe('registered agent (page4)', () => {
  it("choosing the product's registered agent adds REGISTERED_AGENT", () => {
    expect(chooseRegisteredAgent(growth(), true).selected).toEqual([
      ...REQUIRED,
      'REGISTERED_AGENT',
      'DE-STATE',
    ]);
  });

  it('choosing someone else removes it', () => {
    const withAgent = chooseRegisteredAgent(growth(), true);
    expect(chooseRegisteredAgent(withAgent, false).selected).toEqual([...REQUIRED, 'DE-STATE']);
  });

  it('choosing the same twice selects it once', () => {
    const twice = chooseRegisteredAgent(chooseRegisteredAgent(growth(), true), true);
    expect(twice.selected.filter((name) => name === 'REGISTERED_AGENT')).toHaveLength(1);
  });
});

describe('expert review (page3)', () => {
  it.each<[Tier, boolean, boolean]>([
    ['STARTER', true, true],
    ['STARTER', false, false],
    ['GROWTH', true, true],
    ['GROWTH', false, false],
    ['COMPLETE', true, true],
    ['COMPLETE', false, true],
  ])('%s with expert review chosen %s: included %s', (tier, wanted, included) => {
    const checkout = createRegistrationCheckout(CATALOGUE, basics(tier));
    const chosen = chooseExpertReview(chooseExpertReview(checkout, tier, !wanted), tier, wanted);
    expect(chosen.selected.includes('EXPERT_REVIEW')).toBe(included);
  });
});

describe('required products', () => {
  it('are always in, whatever the selection held', () => {
    const emptied: RegistrationCheckout = { ...growth(), selected: [] };
    expect(chooseRegisteredAgent(emptied, false).selected).toEqual(REQUIRED);
  });

  it('drop names the catalogue does not price and keep the catalogue order', () => {
    const stale: RegistrationCheckout = {
      ...growth(),
      selected: ['DE-STATE', 'GONE', 'EIN_APPLICATION', 'LLC_FORMATION'],
    };
    expect(chooseRegisteredAgent(stale, true).selected).toEqual([
      ...REQUIRED,
      'REGISTERED_AGENT',
      'DE-STATE',
    ]);
  });
});

describe('rebuilding the selection from saved answers (session restore)', () => {
  const answers = (
    serviceFiling: unknown,
    isExpertReview: unknown,
    isDesignatedAgent: unknown,
  ) => ({
    page1: { business_state: 'Delaware', tier: 'GROWTH', entity_type: 'LLC' },
    page2: { service_filing: serviceFiling },
    page3: { is_expert_review: isExpertReview },
    page4: { is_bizup_designated_agent: isDesignatedAgent },
  });

  it.each<[string, Tier, unknown, unknown, unknown, string[]]>([
    [
      'every add-on',
      'GROWTH',
      'rapid',
      true,
      true,
      ['REGISTERED_AGENT', 'EXPERT_REVIEW', 'RAPID-STATE'],
    ],
    ['no add-on', 'GROWTH', 'standard', false, false, ['DE-STATE']],
    [
      'yes/no answers as strings',
      'STARTER',
      'standard',
      'true',
      'false',
      ['EXPERT_REVIEW', 'DE-STATE'],
    ],
    [
      'COMPLETE declining the review',
      'COMPLETE',
      'standard',
      false,
      true,
      ['REGISTERED_AGENT', 'EXPERT_REVIEW', 'DE-STATE'],
    ],
    ['unanswered pages', 'GROWTH', undefined, undefined, undefined, ['DE-STATE']],
    [
      'unanswered pages on COMPLETE',
      'COMPLETE',
      undefined,
      undefined,
      undefined,
      ['EXPERT_REVIEW', 'DE-STATE'],
    ],
    ['unrecognised answers', 'GROWTH', 'overnight', 'maybe', null, ['DE-STATE']],
  ])('%s', (_, tier, serviceFiling, isExpertReview, isDesignatedAgent, addOns) => {
    const checkout = rebuildRegistrationCheckout(
      CATALOGUE,
      basics(tier),
      answers(serviceFiling, isExpertReview, isDesignatedAgent),
    );
    expect(checkout.selected).toEqual([...REQUIRED, ...addOns]);
  });

  it('rebuilds from no page answers at all as a fresh checkout', () => {
    expect(rebuildRegistrationCheckout(CATALOGUE, basics('GROWTH'), {})).toEqual(growth());
  });
});

describe('selected products', () => {
  it('are the priced catalogue entries of the selection, in catalogue order', () => {
    const checkout = chooseRegisteredAgent(chooseServiceFiling(growth(), 'rapid'), true);
    expect(selectedProducts(checkout).map((entry) => [entry.name, entry.unit_price])).toEqual([
      ['LLC_FORMATION', 9900],
      ['EIN_APPLICATION', 9900],
      ['REGISTERED_AGENT', 9900],
      ['RAPID-STATE', 20000],
    ]);
  });
});
