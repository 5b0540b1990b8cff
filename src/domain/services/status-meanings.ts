import type { KnownServiceStatus } from './service-statuses';

/**
 * What each status means (spec dashboard §4 "Service statuses", foundation §4): the Help
 * Center explains them with these words, and the status mails tell them.
 */
export const STATUS_MEANINGS: Readonly<Record<KnownServiceStatus, string>> = {
  PURCHASED:
    'You have paid, and the work has not started yet. Most services need your answers next: open the service’s card on your dashboard and press its button. Your answers are saved as you go.',
  SUBMITTED:
    'We have your answers and are preparing the filing or request. For a business formation, our team checks it before it goes to the state.',
  IN_PROGRESS:
    'It has been filed and is under review by the state or the IRS. How long that takes is up to them.',
  PENDING: 'The state is reviewing the filing.',
  ACTIVE:
    'Done: the state or the IRS approved it, or the service is in place. The card’s button takes you to the result.',
  COMPLETED:
    'Your documents have been submitted. On the Business Formation card this reads “Documents Submitted”.',
  REJECTED:
    'It was not approved. The card says by whom and what to do: contact support, and we will help you correct it and resubmit.',
  NOT_STARTED: 'Business formation only: you have not started your registration questionnaire yet.',
  REGISTRATION_DONE: 'Business formation only: your registration is complete and submitted.',
  REGISTRATION_ERROR:
    'Business formation only: something went wrong while registering your business. Contact support so we can help you finish it.',
  PENDING_EXPERT_REVIEW:
    'Expert review: a specialist is checking your formation documents before they are filed with the state.',
  COMPLETED_EXPERT_REVIEW:
    'Expert review: the specialist has finished checking your documents, and we are preparing your state filing.',
};
