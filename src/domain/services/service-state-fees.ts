import { formatCents } from '../checkout/money';
import type { ProductKey } from '../checkout/product-keys';
import { productTitle } from '../checkout/product-titles';
import type { FactSource } from '../state-facts/fact-source';
import type { SourcedFee, StateFacts } from '../state-facts/state-facts';

/** The services a state charges its own fee for, besides the formation (decision 0045). */
type OwnFeeService = keyof StateFacts['service_fees'];

const OWN_FEE_SERVICES: readonly OwnFeeService[] = [
  'LLC_ANNUAL_REPORT',
  'LLC_AMENDMENT',
  'CERT_GOOD_STANDING',
];

function hasOwnStateFee(productKey: ProductKey): productKey is OwnFeeService {
  return (OWN_FEE_SERVICES as readonly ProductKey[]).includes(productKey);
}

/**
 * Whether buying the service may carry a state fee: the formation (`<XX>-STATE`) and the
 * filings with a fee of their own. The others (the registered agent among them) carry none.
 */
export function filesWithStateFee(productKey: ProductKey): boolean {
  return productKey === 'LLC_FORMATION' || hasOwnStateFee(productKey);
}

/** What the state charges for a service, as the state's facts say. */
export type ServiceStateFeeCase =
  /** The service carries no state fee (the registered agent, the EIN, the templates…). */
  | { kind: 'none' }
  /** A sourced fee, charged with the service. */
  | { kind: 'charged'; fee: SourcedFee }
  /** The state charges nothing for it (sourced). */
  | { kind: 'free'; source: FactSource }
  /** No published figure found: confirmed before filing, nothing charged at purchase. */
  | { kind: 'unknown' };

/** The service's own state fee in the state of `facts`: never another filing's. */
export function serviceStateFee(productKey: ProductKey, facts: StateFacts): ServiceStateFeeCase {
  if (productKey === 'LLC_FORMATION') {
    return facts.formation_fee
      ? { kind: 'charged', fee: facts.formation_fee }
      : { kind: 'unknown' };
  }
  if (!hasOwnStateFee(productKey)) return { kind: 'none' };
  const fee = facts.service_fees[productKey];
  if (fee.status === 'unknown') return { kind: 'unknown' };
  const { cents, source_url, last_verified } = fee;
  if (cents === 0) return { kind: 'free', source: { source_url, last_verified } };
  return { kind: 'charged', fee: { cents, source_url, last_verified } };
}

/**
 * The services of `facts`'s state whose own fee is sourced and above zero: what the catalogue
 * sells as `<XX>-<PRODUCT_KEY>-STATE` (the formation's fee is `<XX>-STATE`, apart).
 */
export function chargedServiceFees(
  facts: StateFacts,
): Array<{ productKey: OwnFeeService; fee: SourcedFee }> {
  return OWN_FEE_SERVICES.flatMap((productKey) => {
    const fee = serviceStateFee(productKey, facts);
    return fee.kind === 'charged' ? [{ productKey, fee: fee.fee }] : [];
  });
}

/** What an owner reads about a service's state fee, and where the figure comes from. */
export interface StateFeeNote {
  text: string;
  /** The state's page for a sourced figure (a fee, or that there is none), else null. */
  source: FactSource | null;
  /** The dataset's credit, where the figure is the dataset's (its licence asks for it). */
  credit: string | null;
}

/**
 * The fees read from the US LLC State Requirements Dataset; the amendment's and the
 * certificate's are Charter's own reading of the states' schedules (decision 0043).
 */
const FROM_THE_DATASET: readonly ProductKey[] = ['LLC_FORMATION', 'LLC_ANNUAL_REPORT'];

/**
 * The one place for the sentences the Learn More modal and the checkout's order say about a
 * service's state fee in the state of `facts`; null when the service carries none.
 */
export function stateFeeNote(productKey: ProductKey, facts: StateFacts): StateFeeNote | null {
  const fee = serviceStateFee(productKey, facts);
  const state = facts.state_name;
  const service = productTitle(productKey);
  const credit = FROM_THE_DATASET.includes(productKey) ? facts.credit : null;
  switch (fee.kind) {
    case 'none':
      return null;
    case 'charged':
      return {
        text: `The ${state} state fee for the ${service} is ${formatCents(fee.fee.cents)}, paid with your order.`,
        source: fee.fee,
        credit,
      };
    case 'free':
      return {
        text: `${state} charges no state fee for the ${service}.`,
        source: fee.source,
        credit,
      };
    case 'unknown':
      return {
        text: `The ${state} state fee for the ${service} is confirmed before filing; nothing is charged for it now.`,
        source: null,
        credit: null,
      };
  }
}
