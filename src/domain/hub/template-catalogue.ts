/**
 * The Business Hub's templates by slug, with the name each is listed and filled under (issue
 * 28). The one list of them both sides read: the template flow's pages (one per template, its
 * answers a local-first draft like every flow's), the server's sources (each takes its name
 * from here) and their fill. Alphabetical by slug, as the sources are listed.
 */
export const TEMPLATE_NAMES = {
  'annual-compliance-checklist': 'Annual Compliance Checklist',
  'bank-resolution': 'Resolution to Open a Bank Account',
  'business-plan-outline': 'Business Plan Outline',
  'cash-flow-worksheet': '12-Month Cash-Flow Worksheet',
  'change-order': 'Change Order',
  'client-service-agreement': 'Client Service Agreement',
  'collections-final-notice': 'Final Notice Before Collection',
  'customer-refund-policy': 'Customer Refund and Return Policy',
  'employee-offer-letter': 'Employee Offer Letter',
  'expense-reimbursement-form': 'Expense Reimbursement Form',
  'independent-contractor-agreement': 'Independent Contractor Agreement with IP Assignment',
  invoice: 'Invoice',
  'late-payment-reminder': 'Late-Payment Reminder Letter',
  'members-meeting-minutes': 'Members’ Meeting Minutes',
  'membership-interest-assignment': 'Membership Interest Assignment',
  'mutual-nda': 'Mutual Non-Disclosure Agreement',
  'new-hire-checklist': 'New Hire Checklist',
  'operating-agreement-multi-member': 'Operating Agreement Starter: Multi-Member LLC',
  'operating-agreement-single-member': 'Operating Agreement Starter: Single-Member LLC',
  'payment-receipt': 'Payment Receipt',
  'payment-terms': 'Payment Terms and Conditions',
  'quote-estimate': 'Quote or Estimate',
  'registered-agent-change-checklist': 'Registered Agent Change Checklist',
  'startup-costs-worksheet': 'Startup Costs Worksheet',
  'w9-request-letter': 'Form W-9 Request Letter',
  'website-privacy-notice-starter': 'Website Privacy Notice Starter',
  'written-consent-of-members': 'Written Consent of Members in Lieu of a Meeting',
} as const;

export type TemplateSlug = keyof typeof TEMPLATE_NAMES;

export const TEMPLATE_SLUGS = Object.keys(TEMPLATE_NAMES) as readonly TemplateSlug[];

/** The shape of every slug (a RegExp source): lower-case words and digits joined by hyphens. */
export const TEMPLATE_SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';

export function isTemplateSlug(value: unknown): value is TemplateSlug {
  return typeof value === 'string' && Object.hasOwn(TEMPLATE_NAMES, value);
}
