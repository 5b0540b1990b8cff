import type { ProductKey } from '../checkout/product-keys';
import { catalogueItem } from './service-catalogue';
import { FORMATION_START_PATH } from './service-paths';
import { normalizeServiceStatus, type ServiceStatus } from './service-statuses';

/*
 * The rules that depend on the formation's status (dashboard §4 "Rules depending on formation
 * status"). Every function takes the formation service's status (LLC_FORMATION in the merged
 * statuses; undefined when the owner has none) in any case.
 */

type FormationStatus = ServiceStatus | undefined;

function formationIs(formationStatus: FormationStatus, wanted: ServiceStatus): boolean {
  return formationStatus !== undefined && normalizeServiceStatus(formationStatus) === wanted;
}

/**
 * Whether a service's status says it is bought: any status but none and NOT_STARTED (the order
 * exists, nothing paid yet). The server sells a one-time service, and files a formation, by
 * the same rule.
 */
export function isBoughtStatus(serviceStatus: ServiceStatus | undefined): boolean {
  if (serviceStatus === undefined) return false;
  const status = normalizeServiceStatus(serviceStatus);
  return status !== '' && status !== 'NOT_STARTED';
}

const onlyPurchased = (status: FormationStatus) => formationIs(status, 'PURCHASED');

/**
 * Whether the formation has been filed, so the owner has a business record (the licence
 * report's teaser counts licences for it): bought and past PURCHASED.
 */
export function formationFiled(formationStatus: FormationStatus): boolean {
  return isBoughtStatus(formationStatus) && !onlyPurchased(formationStatus);
}
const active = (status: FormationStatus) => formationIs(status, 'ACTIVE');

/** Services that do not depend on the formation at all: the owner may always go on. */
const FORMATION_INDEPENDENT: readonly ProductKey[] = ['DOC_LIBRARY', 'BUSINESS_HUB'];

/** Services that may go on while the formation is only bought (dashboard §4). */
const PROCEED_WHILE_PURCHASED: readonly ProductKey[] = [
  'LLC_FORMATION',
  'EXPERT_REVIEW',
  'EIN_APPLICATION',
  'BIZ_LICENSE_REPORT',
];

/**
 * Whether the Learn More modal of a bought service offers Continue: formation, its expert
 * review, the library and the hub always; EIN and the licence report once the formation is
 * bought; every other service once the formation is ACTIVE.
 */
export function canContinue(productKey: ProductKey, formationStatus: FormationStatus): boolean {
  switch (productKey) {
    case 'LLC_FORMATION':
    case 'EXPERT_REVIEW':
    case 'DOC_LIBRARY':
    case 'BUSINESS_HUB':
      return true;
    case 'EIN_APPLICATION':
    case 'BIZ_LICENSE_REPORT':
      return isBoughtStatus(formationStatus);
    default:
      return active(formationStatus);
  }
}

/**
 * Whether Continue is shown disabled: unless the formation is ACTIVE, except that formation
 * (with its expert review), EIN and the licence report may proceed while the formation is only
 * PURCHASED, and the library and hub, which need no formation, never are.
 */
export function isContinueDisabled(
  productKey: ProductKey,
  formationStatus: FormationStatus,
): boolean {
  if (FORMATION_INDEPENDENT.includes(productKey)) return false;
  if (active(formationStatus)) return false;
  return !(PROCEED_WHILE_PURCHASED.includes(productKey) && onlyPurchased(formationStatus));
}

export const LLC_NEEDS_TO_BE_ACTIVE = 'LLC needs to be Active';

const NEED_ACTIVE_LLC: readonly ProductKey[] = [
  'REGISTERED_AGENT',
  'LLC_AMENDMENT',
  'LLC_ANNUAL_REPORT',
  'LLC_OPERATING_AGREEMENT',
  'CERT_GOOD_STANDING',
];

/**
 * Whether the success modal says 'LLC needs to be Active': for the services that act on the
 * formed LLC, while the formation is neither PURCHASED nor ACTIVE.
 */
export function successModalNeedsActiveLlc(
  productKey: ProductKey,
  formationStatus: FormationStatus,
): boolean {
  return (
    NEED_ACTIVE_LLC.includes(productKey) &&
    !onlyPurchased(formationStatus) &&
    !active(formationStatus)
  );
}

const FINISH_FORMATION = 'You need to finish your business formation before';

/**
 * The 'formation required' notices (dashboard §4; all but EIN's written by us, decision 0022).
 * The server refuses an EIN submission before the formation is handed in with EIN's.
 */
export const FORMATION_REQUIRED_NOTICES = {
  EIN_APPLICATION: `${FINISH_FORMATION} you can complete your EIN filing.`,
  BIZ_LICENSE_REPORT: `${FINISH_FORMATION} you can complete your business license report.`,
  REGISTERED_AGENT: `${FINISH_FORMATION} you can appoint your registered agent.`,
  LLC_OPERATING_AGREEMENT: `${FINISH_FORMATION} you can complete your operating agreement.`,
  LLC_AMENDMENT: `${FINISH_FORMATION} you can file your articles of amendment.`,
  LLC_ANNUAL_REPORT: `${FINISH_FORMATION} you can file your annual report.`,
  CERT_GOOD_STANDING: `${FINISH_FORMATION} you can request your certificate of good standing.`,
  EXPERT_REVIEW: `${FINISH_FORMATION} our experts can review your filing.`,
} as const satisfies Partial<Record<ProductKey, string>>;

/**
 * The notice a service shows while the formation is only PURCHASED, or null: formation itself,
 * the library and the hub need no finished formation.
 */
export function formationRequiredNotice(
  productKey: ProductKey,
  formationStatus: FormationStatus,
): string | null {
  if (!onlyPurchased(formationStatus)) return null;
  const notices: Partial<Record<ProductKey, string>> = FORMATION_REQUIRED_NOTICES;
  return notices[productKey] ?? null;
}

/**
 * Whether a bought service's Continue leads into its flow now, on its card and in its Learn
 * More modal: the service may be continued (canContinue) and Continue is not held back
 * (isContinueDisabled), where dashboard §4's two rules meet (decision 0022).
 */
export function continuesNow(productKey: ProductKey, formationStatus: FormationStatus): boolean {
  return (
    canContinue(productKey, formationStatus) && !isContinueDisabled(productKey, formationStatus)
  );
}

/** Why a bought service cannot start yet when no formation notice says it (decision 0025). */
export const FORMATION_FIRST = 'This service starts once your business formation is complete.';

/**
 * What a bought service that cannot be continued now says next to its disabled Continue: its
 * formation notice, else that it starts once the formation is complete. Null when it continues.
 */
export function heldBackNotice(
  productKey: ProductKey,
  formationStatus: FormationStatus,
): string | null {
  if (continuesNow(productKey, formationStatus)) return null;
  return formationRequiredNotice(productKey, formationStatus) ?? FORMATION_FIRST;
}

const TIME_BOX_ALWAYS: readonly ProductKey[] = [
  'LLC_FORMATION',
  'DOC_LIBRARY',
  'EIN_APPLICATION',
  'BIZ_LICENSE_REPORT',
];
const TIME_BOX_WITH_ACTIVE_LLC: readonly ProductKey[] = [
  'LLC_AMENDMENT',
  'LLC_ANNUAL_REPORT',
  'LLC_OPERATING_AGREEMENT',
];

/**
 * Whether the Learn More modal shows the estimated-time box: the service is PURCHASED and is
 * formation, library, EIN or licence report, or amendment, annual report or operating
 * agreement with the formation ACTIVE.
 */
export function showsEstimatedTimeBox(
  productKey: ProductKey,
  status: ServiceStatus | undefined,
  formationStatus: FormationStatus,
): boolean {
  if (status === undefined || normalizeServiceStatus(status) !== 'PURCHASED') return false;
  if (TIME_BOX_ALWAYS.includes(productKey)) return true;
  return TIME_BOX_WITH_ACTIVE_LLC.includes(productKey) && active(formationStatus);
}

export const CONTINUE_LABEL = 'Continue';
export const GO_TO_BUSINESS_FORMATION_LABEL = 'Go to Business Formation';

/** The success modal's forward button (its other button is 'Return to Dashboard'). */
export interface SuccessModalAction {
  label: string;
  path: string;
  disabled: boolean;
}

/**
 * The success modal's forward button after buying `productKey`: 'Go to Business Formation'
 * when the formation is only purchased and the service needs it, else 'Continue' into the
 * service's flow, disabled as the modal's Continue is.
 */
export function successModalAction(
  productKey: ProductKey,
  formationStatus: FormationStatus,
): SuccessModalAction {
  const needsFormation =
    productKey !== 'LLC_FORMATION' && !FORMATION_INDEPENDENT.includes(productKey);
  if (needsFormation && onlyPurchased(formationStatus)) {
    return { label: GO_TO_BUSINESS_FORMATION_LABEL, path: FORMATION_START_PATH, disabled: false };
  }
  return {
    label: CONTINUE_LABEL,
    path: catalogueItem(productKey).flowPath,
    disabled: isContinueDisabled(productKey, formationStatus),
  };
}
