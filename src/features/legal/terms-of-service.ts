import {
  COMPLIANCE_PAGE_PATH,
  REMINDER_DAYS_BEFORE,
} from '../../domain/compliance/compliance-calendar';
import { SUBSCRIPTIONS_RENEWALS_PATH } from '../../domain/checkout/invoice-paths';
import { link, list, paragraph, wordList } from '../../domain/content-blocks';
import { DOCUMENT_LINK_MAX_SECONDS } from '../../domain/documents/document-api';
import { PRIVACY_PATH, PRIVACY_TITLE, TERMS_TITLE } from '../../domain/legal/legal-pages';
import {
  HELP_CENTER_PATH,
  helpAnswerPath,
  SUBMIT_REQUEST_PATH,
} from '../../domain/services/service-paths';
import { SIGNING_LINK_DAYS } from '../../domain/signing/signature-request';
import { STATE_DATA_CREDIT } from '../../domain/state-facts/dataset-credit';
import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from './legal-document';

const reminderDays = wordList(REMINDER_DAYS_BEFORE.filter((days) => days > 0));

/**
 * Charter's terms of service, describing the service as this code base provides it: what it
 * prepares and files, what the owner is responsible for, how payments and the registered
 * agent's renewal work, and what Charter has not decided (a refund policy), said as such.
 */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: TERMS_TITLE,
  effective: LEGAL_EFFECTIVE_DATE,
  scope:
    'These are the Charter service’s own terms, written in plain language. They are not legal advice: for advice about your own business, talk to a lawyer.',
  introduction: [
    paragraph(
      'These terms cover your use of Charter, the online service that helps US small-business owners form their company and keep it in good standing. By creating an account or paying for a service, you agree to them. Our ',
      link(PRIVACY_TITLE.toLowerCase(), PRIVACY_PATH),
      ' explains what we do with your information.',
    ),
  ],
  sections: [
    {
      id: 'what-charter-does',
      heading: 'What Charter does',
      blocks: [
        paragraph(
          'Charter prepares documents from your answers and files them for you: a business formation and its amendments and annual reports with your state, an EIN application with the IRS, a certificate of good standing request, and a registered agent appointment, which our partner provider carries out. Charter also prepares operating agreements for your members to sign electronically, business license reports, business templates and the Business Hub’s guides and articles, and shows where each order stands on your dashboard.',
        ),
        paragraph(
          'Charter is not a law firm or an accounting firm, and nothing in the service is legal, tax or financial advice: our guides, articles, templates, help answers and expert review are general information about how filings work. For advice about your own situation, talk to a lawyer or an accountant.',
        ),
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        list(
          'Give your real name, email address and phone number: they identify you as the owner of the account and appear on your orders and filings.',
          'Keep your password to yourself. You are responsible for what is done with your account. If you think someone else has used it, change your password in Settings (which signs out your other devices) and tell us.',
          'Act only for a business you own or are authorized to act for.',
        ),
      ],
    },
    {
      id: 'your-answers',
      heading: 'Your answers and your filings',
      blocks: [
        paragraph(
          'We file what you tell us. You are responsible for your answers being true and complete: the names, addresses and owners of your business, its industry and its registered agent. When you submit a questionnaire, you ask Charter to prepare that document for your business and file it with the information you gave.',
        ),
        paragraph(
          'Our business name check looks at the businesses filed through Charter and shows your state’s naming rules and its own business search. Only the state decides whether it accepts a name, and only the state and the IRS decide whether they approve a filing.',
        ),
        paragraph(
          'An expert review, where you have it, is a specialist checking your formation answers for errors and omissions before they are filed. It is a check, not legal advice.',
        ),
      ],
    },
    {
      id: 'timelines',
      heading: 'Timelines',
      blocks: [
        paragraph(
          `States and the IRS set their own processing times. The dates Charter shows are estimates in business days, counted from the figures states publish (state figures from the ${STATE_DATA_CREDIT}) or, where a state publishes none, from Charter’s standard estimate, and they are said as estimates. Rapid filing is offered only where the state sells an expedited service that fits one business day on an online filing. We do not promise that a filing will be approved, or approved by a date.`,
        ),
        paragraph(
          'If a filing is rejected, contact support and we will help you correct it and resubmit it.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Prices, payments and renewals',
      blocks: [
        list(
          'Each service’s price is shown before you buy it. For a service Charter files with your state, the order also carries the state’s own fee, shown with its source in the checkout. You see the total before you press Checkout & Pay.',
          'You pay by card. Your card details go directly from your browser to our payments provider; Charter keeps only what it returns (the card’s brand, last four digits and expiry, and your billing name and address) so you can pay with the card again.',
          'Every purchase has a receipt, kept in your documents and emailed to the address on your order.',
          [
            `The registered agent is free for its first year and then renews every year, on the anniversary of your purchase, at Charter’s price, charged to the card on the subscription (your default card if none is named). Its renewal date and price are on your `,
            link('Compliance Calendar', COMPLIANCE_PAGE_PATH),
            `, and we email you ${reminderDays} days before and on the day. You can cancel the renewal under `,
            link('Subscriptions & renewals', SUBSCRIPTIONS_RENEWALS_PATH),
            ' before the renewal date: the agent stays until that date and is then not renewed or charged, and until then you can keep it.',
          ],
        ),
      ],
    },
    {
      id: 'refunds',
      heading: 'Cancellations and refunds',
      blocks: [
        paragraph(
          'These terms do not set a refund policy yet. To cancel an order or ask about a refund, ',
          link('send us a request', SUBMIT_REQUEST_PATH),
          ' naming the service and the charge, and we will answer you. A fee a state has already taken for a filing is the state’s; whether any of it can be returned depends on that state.',
        ),
      ],
    },
    {
      id: 'electronic-signatures',
      heading: 'Electronic signatures',
      blocks: [
        paragraph(
          `An operating agreement is sent by email to every member you name, each with a personal link to Charter’s signing page. A member reads the agreement, agrees to sign electronically and signs by typing or drawing their signature. A link works for ${SIGNING_LINK_DAYS} days and only for its member. Charter records when the agreement was sent to each member and when they opened and signed it, and keeps the signed copy in your documents. Name only members who have agreed to receive the agreement by email.`,
        ),
      ],
    },
    {
      id: 'documents-and-content',
      heading: 'Your documents and Charter’s content',
      blocks: [
        paragraph(
          `The documents Charter prepares or receives for your business are kept in your account, in Business Documents. To protect them, a download link works for ${DOCUMENT_LINK_MAX_SECONDS} seconds; you can always download a document again.`,
        ),
        paragraph(
          'You may use the templates, guides and articles for your own business. They are general information: adapt a template to your situation before you rely on it.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using Charter fairly',
      blocks: [
        list(
          'Do not give false information, or file for a business you are not authorized to act for.',
          'Do not try to reach another owner’s information, or to get around the service’s limits and checks.',
          'Do not overload the service or use it to send unwanted mail, such as signing requests to people who have not agreed to receive them.',
        ),
        paragraph(
          'Charter limits how often some requests can be made, and refuses requests that break these rules.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and closing your account',
      blocks: [
        paragraph(
          'When these terms change, the effective date at the top of this page changes with them. The dashboard has no way to close an account yet: to close yours, send us a request. Closing an account does not undo a filing the state or the IRS has already accepted.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        paragraph(
          'Questions about these terms or your orders: see the ',
          link('Help Center', HELP_CENTER_PATH),
          ' or ',
          link('send us a request', SUBMIT_REQUEST_PATH),
          '. If you cannot sign in, use “Forgot your password?” on the sign-in page first. How to tell a genuine message from Charter: ',
          link('in the Help Center', helpAnswerPath('is-it-charter')),
          '.',
        ),
      ],
    },
  ],
};
