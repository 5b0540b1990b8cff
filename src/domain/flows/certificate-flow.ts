import type { Flow } from './flow';

/**
 * The certificate of good standing (spec foundation §2 "Certificate of good standing review"):
 * 'Review and Submit' shows the business and its state of jurisdiction, the request is
 * submitted (path spelled as the spec has it, foundation §7), and
 * certificate-of-good-standing-confirmation.
 */
export const CERTIFICATE_FLOW = {
  key: 'certificate-of-good-standing',
  title: 'Certificate of good standing',
  requiresAuth: true,
  pages: [
    { name: 'review', label: 'Review and Submit', kind: 'review' },
    {
      name: 'certificate-of-good-standing-confirmation',
      label: 'Confirmation',
      kind: 'confirmation',
    },
  ],
  loadFailure: 'Failed to fetch page data',
  owner: { kind: 'individual', idField: 'individual_id' },
  review: {
    shows: 'business',
    title: 'Review and Submit',
    subtitle:
      'We request the certificate for this business from its state of jurisdiction and email you when it is ready.',
    // 'Back goes to the dashboard' (spec): written out, as the route table reading this module
    // is in the public entry, which must not pull in the signed-in screens' service paths.
    back: { path: '/dashboard' },
    reviewPath: (individualId) => `/v1/certificate_of_good_standing/review/${individualId}`,
  },
  submission: {
    path: '/v1/cerficate_of_good_standing/submit',
    productKey: 'CERT_GOOD_STANDING',
    confirmationPage: 'certificate-of-good-standing-confirmation',
    toasts: {
      success: 'Certificate submitted successfully.',
      failure: 'Failed to Submit Certificate data',
    },
  },
} as const satisfies Flow;
