import type { Flow } from './flow';

/**
 * The registered agent (spec foundation §2 "Registered agent review"): a review of the formed
 * business and its current agent, then the appointment of Charter's agent (through its partner
 * provider) is submitted, and registered-agent-confirmation.
 */
export const REGISTERED_AGENT_FLOW = {
  key: 'registered-agent',
  title: 'Registered agent',
  requiresAuth: true,
  pages: [
    { name: 'review', label: 'Review', kind: 'review' },
    { name: 'registered-agent-confirmation', label: 'Confirmation', kind: 'confirmation' },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'individual', idField: 'individual_id' },
  review: {
    shows: 'business',
    title: 'Review your registered agent',
    subtitle:
      'Check your business details and your current agent before we appoint our registered agent for your business.',
    back: 'previous',
    reviewPath: (individualId) => `/v1/registered_agent/review/${individualId}`,
  },
  submission: {
    path: '/v1/registered_agent/submit',
    productKey: 'REGISTERED_AGENT',
    confirmationPage: 'registered-agent-confirmation',
    toasts: {
      success: 'Registered Agent submitted successfully.',
      failure: 'Failed to Submit Registered Agent data',
    },
  },
} as const satisfies Flow;
