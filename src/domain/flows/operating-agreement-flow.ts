import { MAX_OWNERS } from '../questionnaire/owners';
import { inAbout } from '../wait-time';
import type { Flow } from './flow';

/**
 * The operating agreement (spec foundation §2 "Operating agreement", §9: 2 steps). Step 1
 * reviews the business and its members, prefilled from the formation, each section edited in
 * its modal (pages `business` and `members`, which have no route of their own); step 2 shows
 * the agreement generated from them, and 'Send for Signature' asks every member to sign it
 * (decision 0050).
 */
export const OPERATING_AGREEMENT_FLOW = {
  key: 'operating-agreement',
  title: 'Operating agreement',
  requiresAuth: true,
  steps: { total: 2, style: 'sentence' },
  pages: [
    { name: 'review', label: 'Review and confirm information', kind: 'review', step: 1 },
    {
      name: 'operating-agreement-review-confirmation',
      label: 'Review the operating agreement',
      kind: 'other',
      step: 2,
    },
    { name: 'operating-agreement-order-confirmation', label: 'Confirmation', kind: 'confirmation' },
    { name: 'business', label: 'Principal office and purpose', kind: 'modal' },
    { name: 'members', label: 'Members', kind: 'modal' },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'individual', idField: 'individual_id' },
  pagePath: (page) => `/v1/operating-agreement/${page}`,
  list: { field: 'members', itemLabel: 'Member', maxRows: MAX_OWNERS },
  review: {
    title: 'Review and confirm your information',
    subtitle:
      'Your operating agreement is prepared from these details. Check them, use Edit to change a section, then continue to read the agreement.',
    // The review is step 1: Back returns to where the owner came from.
    back: { path: '/dashboard' },
    reviewPath: (individualId) => `/v1/operating_agreement/review/${individualId}`,
    next: 'operating-agreement-review-confirmation',
    sections: [
      {
        page: 'business',
        heading: 'Principal office and purpose',
        modalTitle: 'Review & Update Your Principal Office and Purpose',
        applyLabel: 'Apply Changes',
      },
      {
        page: 'members',
        heading: 'Members',
        modalTitle: 'Review & Update Your Members',
        applyLabel: 'Save And Apply Changes',
      },
    ],
  },
  // Step 2's 'Send for Signature' (spec foundation §7: POST /v1/operating_agreement/sign).
  submission: {
    path: '/v1/operating_agreement/sign',
    productKey: 'LLC_OPERATING_AGREEMENT',
    confirmationPage: 'operating-agreement-order-confirmation',
  },
} as const satisfies Flow;

/** GET of the agreement generated from the owner's confirmed answers (spec foundation §7). */
export const OPERATING_AGREEMENT_PREVIEW_PATH = '/v1/operating_agreement/preview';

/**
 * Previews one owner may have rendered (a whole PDF each) in any AGREEMENT_PREVIEW_WINDOW_MINUTES
 * (decision 0055): step 2 fetches one each time it opens, so an owner going back and forth
 * to edit stays well within it.
 */
export const AGREEMENT_PREVIEWS_PER_WINDOW = 10;
export const AGREEMENT_PREVIEW_WINDOW_MINUTES = 10;

/** Why a preview is refused for now (429, with Retry-After), as step 2 says it. */
export const agreementPreviewLimited = (retryAfterSeconds: number) =>
  `You have opened the agreement ${AGREEMENT_PREVIEWS_PER_WINDOW} times in ${AGREEMENT_PREVIEW_WINDOW_MINUTES} minutes. Please try again ${inAbout(retryAfterSeconds)}.`;
/** GET: where each member stands with their signature (the dashboard card). */
export const OPERATING_AGREEMENT_SIGNERS_PATH = '/v1/operating_agreement/signers';
/** POST { signer_id }: asks a member again, with a new link. */
export const OPERATING_AGREEMENT_RESEND_PATH = '/v1/operating_agreement/resend';
