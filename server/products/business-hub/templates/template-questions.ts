import type { TemplateSlug } from '../../../../src/domain/hub/template-catalogue';
import type { FieldDefinition } from '../../../../src/domain/questionnaire/page-definition';
import { QUESTIONS as annualComplianceChecklist } from './questions/annual-compliance-checklist';
import { QUESTIONS as bankResolution } from './questions/bank-resolution';
import { QUESTIONS as businessPlanOutline } from './questions/business-plan-outline';
import { QUESTIONS as cashFlowWorksheet } from './questions/cash-flow-worksheet';
import { QUESTIONS as changeOrder } from './questions/change-order';
import { QUESTIONS as clientServiceAgreement } from './questions/client-service-agreement';
import { QUESTIONS as collectionsFinalNotice } from './questions/collections-final-notice';
import { QUESTIONS as customerRefundPolicy } from './questions/customer-refund-policy';
import { QUESTIONS as employeeOfferLetter } from './questions/employee-offer-letter';
import { QUESTIONS as expenseReimbursementForm } from './questions/expense-reimbursement-form';
import { QUESTIONS as independentContractorAgreement } from './questions/independent-contractor-agreement';
import { QUESTIONS as invoice } from './questions/invoice';
import { QUESTIONS as latePaymentReminder } from './questions/late-payment-reminder';
import { QUESTIONS as membersMeetingMinutes } from './questions/members-meeting-minutes';
import { QUESTIONS as membershipInterestAssignment } from './questions/membership-interest-assignment';
import { QUESTIONS as mutualNda } from './questions/mutual-nda';
import { QUESTIONS as newHireChecklist } from './questions/new-hire-checklist';
import { QUESTIONS as operatingAgreementMultiMember } from './questions/operating-agreement-multi-member';
import { QUESTIONS as operatingAgreementSingleMember } from './questions/operating-agreement-single-member';
import { QUESTIONS as paymentReceipt } from './questions/payment-receipt';
import { QUESTIONS as paymentTerms } from './questions/payment-terms';
import { QUESTIONS as quoteEstimate } from './questions/quote-estimate';
import { QUESTIONS as registeredAgentChangeChecklist } from './questions/registered-agent-change-checklist';
import { QUESTIONS as startupCostsWorksheet } from './questions/startup-costs-worksheet';
import { QUESTIONS as w9RequestLetter } from './questions/w9-request-letter';
import { QUESTIONS as websitePrivacyNoticeStarter } from './questions/website-privacy-notice-starter';
import { QUESTIONS as writtenConsentOfMembers } from './questions/written-consent-of-members';

/**
 * Each template's questions by slug, in the order it asks them, reachable without loading a
 * template: nothing imported here, however deep, imports `docx` (template-questions.test.ts
 * proves it), so the server's page definitions can read them at start. Each source takes its
 * list from here (`catalogued` in template-source.ts) and imports from the same
 * questions/<slug>.ts the question constants whose answers it prints.
 */
export const TEMPLATE_QUESTIONS: Readonly<Record<TemplateSlug, readonly FieldDefinition[]>> = {
  'annual-compliance-checklist': annualComplianceChecklist,
  'bank-resolution': bankResolution,
  'business-plan-outline': businessPlanOutline,
  'cash-flow-worksheet': cashFlowWorksheet,
  'change-order': changeOrder,
  'client-service-agreement': clientServiceAgreement,
  'collections-final-notice': collectionsFinalNotice,
  'customer-refund-policy': customerRefundPolicy,
  'employee-offer-letter': employeeOfferLetter,
  'expense-reimbursement-form': expenseReimbursementForm,
  'independent-contractor-agreement': independentContractorAgreement,
  invoice,
  'late-payment-reminder': latePaymentReminder,
  'members-meeting-minutes': membersMeetingMinutes,
  'membership-interest-assignment': membershipInterestAssignment,
  'mutual-nda': mutualNda,
  'new-hire-checklist': newHireChecklist,
  'operating-agreement-multi-member': operatingAgreementMultiMember,
  'operating-agreement-single-member': operatingAgreementSingleMember,
  'payment-receipt': paymentReceipt,
  'payment-terms': paymentTerms,
  'quote-estimate': quoteEstimate,
  'registered-agent-change-checklist': registeredAgentChangeChecklist,
  'startup-costs-worksheet': startupCostsWorksheet,
  'w9-request-letter': w9RequestLetter,
  'website-privacy-notice-starter': websitePrivacyNoticeStarter,
  'written-consent-of-members': writtenConsentOfMembers,
};
