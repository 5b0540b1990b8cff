import {
  BUSINESS_PROFILE_PATH,
  CONTACT_SUPPORT_LABEL,
  CONTACT_SUPPORT_PATH,
  FORMATION_START_PATH,
  LEARN_MORE_LABEL,
} from './service-paths';
import { normalizeServiceStatus, type ServiceStatus } from './service-statuses';

/** The formation card's stepper, in order; a card's `step` indexes it. */
export const FORMATION_STEPS = [
  'Complete Registration',
  'Documents Submitted',
  'State Review',
  'Business Formed',
] as const;

/** What the card's button does: follow a link, or open formation's Learn More modal. */
export type FormationCardAction =
  { kind: 'link'; label: string; path: string } | { kind: 'learn-more'; label: string };

/** The dashboard's formation card for one formation order status (foundation §4). */
export interface FormationCard {
  title: string;
  text: string;
  /** Index into FORMATION_STEPS. */
  step: number;
  action: FormationCardAction | null;
}

const COMPLETE_REGISTRATION: FormationCard = {
  title: 'Complete Your Business Registration',
  text: 'Answer a few questions about your business so we can prepare your formation documents and file them with the state.',
  step: 0,
  action: { kind: 'link', label: 'Complete Business Registration', path: FORMATION_START_PATH },
};

const SUBMITTED: FormationCard = {
  title: 'Documents Submitted',
  text: 'Your formation documents have been submitted. We are preparing your state filing and will keep you updated here.',
  step: 1,
  action: null,
};

const STATE_REVIEW: FormationCard = {
  title: 'State Review in Progress',
  text: 'The state is reviewing your formation documents. We will let you know as soon as it responds.',
  step: 2,
  action: null,
};

const CARDS: Readonly<Record<string, FormationCard>> = {
  NOT_STARTED: COMPLETE_REGISTRATION,
  PURCHASED: COMPLETE_REGISTRATION,
  REGISTRATION_ERROR: {
    title: "We Couldn't Complete Your Registration",
    text: 'Something went wrong while registering your business. Please contact support so we can help you finish it.',
    step: 0,
    action: { kind: 'link', label: CONTACT_SUPPORT_LABEL, path: CONTACT_SUPPORT_PATH },
  },
  REGISTRATION_DONE: SUBMITTED,
  SUBMITTED,
  COMPLETED: SUBMITTED,
  PENDING_EXPERT_REVIEW: {
    ...SUBMITTED,
    text: 'Your formation documents have been submitted. An expert is reviewing them before they are filed with the state.',
  },
  COMPLETED_EXPERT_REVIEW: {
    ...SUBMITTED,
    text: 'Our expert has reviewed your formation documents. We are preparing your state filing and will keep you updated here.',
  },
  IN_PROGRESS: STATE_REVIEW,
  PENDING: STATE_REVIEW,
  REJECTED: {
    title: 'Rejected by State',
    text: 'The state rejected your formation filing. Please review it and contact support so we can help you resubmit.',
    step: 2,
    action: { kind: 'learn-more', label: LEARN_MORE_LABEL },
  },
  ACTIVE: {
    title: 'Your Business Is Formed',
    text: 'The state has approved your formation. Your business details are in your profile.',
    step: 3,
    action: { kind: 'link', label: 'View Profile', path: BUSINESS_PROFILE_PATH },
  },
};

/**
 * The formation card for the formation order's status: no status reads as not started; a status
 * the client does not know yet as submitted (the server has the order in hand).
 */
export function formationCard(status: ServiceStatus | undefined): FormationCard {
  if (status === undefined) return COMPLETE_REGISTRATION;
  return CARDS[normalizeServiceStatus(status)] ?? SUBMITTED;
}
