import type { TemplateSource } from './template-source';
import { TEMPLATE as annualComplianceChecklist } from './sources/annual-compliance-checklist';
import { TEMPLATE as bankResolution } from './sources/bank-resolution';
import { TEMPLATE as businessPlanOutline } from './sources/business-plan-outline';
import { TEMPLATE as cashFlowWorksheet } from './sources/cash-flow-worksheet';
import { TEMPLATE as changeOrder } from './sources/change-order';
import { TEMPLATE as clientServiceAgreement } from './sources/client-service-agreement';
import { TEMPLATE as collectionsFinalNotice } from './sources/collections-final-notice';
import { TEMPLATE as customerRefundPolicy } from './sources/customer-refund-policy';
import { TEMPLATE as employeeOfferLetter } from './sources/employee-offer-letter';
import { TEMPLATE as expenseReimbursementForm } from './sources/expense-reimbursement-form';
import { TEMPLATE as independentContractorAgreement } from './sources/independent-contractor-agreement';
import { TEMPLATE as invoice } from './sources/invoice';
import { TEMPLATE as latePaymentReminder } from './sources/late-payment-reminder';
import { TEMPLATE as membersMeetingMinutes } from './sources/members-meeting-minutes';
import { TEMPLATE as membershipInterestAssignment } from './sources/membership-interest-assignment';
import { TEMPLATE as mutualNda } from './sources/mutual-nda';
import { TEMPLATE as newHireChecklist } from './sources/new-hire-checklist';
import { TEMPLATE as operatingAgreementMultiMember } from './sources/operating-agreement-multi-member';
import { TEMPLATE as operatingAgreementSingleMember } from './sources/operating-agreement-single-member';
import { TEMPLATE as paymentReceipt } from './sources/payment-receipt';
import { TEMPLATE as paymentTerms } from './sources/payment-terms';
import { TEMPLATE as quoteEstimate } from './sources/quote-estimate';
import { TEMPLATE as registeredAgentChangeChecklist } from './sources/registered-agent-change-checklist';
import { TEMPLATE as startupCostsWorksheet } from './sources/startup-costs-worksheet';
import { TEMPLATE as w9RequestLetter } from './sources/w9-request-letter';
import { TEMPLATE as websitePrivacyNoticeStarter } from './sources/website-privacy-notice-starter';
import { TEMPLATE as writtenConsentOfMembers } from './sources/written-consent-of-members';

/** Every Business Hub template, listed alphabetically by slug (static imports: no file is read at run time). */
export const TEMPLATES: readonly TemplateSource[] = [
  annualComplianceChecklist,
  bankResolution,
  businessPlanOutline,
  cashFlowWorksheet,
  changeOrder,
  clientServiceAgreement,
  collectionsFinalNotice,
  customerRefundPolicy,
  employeeOfferLetter,
  expenseReimbursementForm,
  independentContractorAgreement,
  invoice,
  latePaymentReminder,
  membersMeetingMinutes,
  membershipInterestAssignment,
  mutualNda,
  newHireChecklist,
  operatingAgreementMultiMember,
  operatingAgreementSingleMember,
  paymentReceipt,
  paymentTerms,
  quoteEstimate,
  registeredAgentChangeChecklist,
  startupCostsWorksheet,
  w9RequestLetter,
  websitePrivacyNoticeStarter,
  writtenConsentOfMembers,
];
