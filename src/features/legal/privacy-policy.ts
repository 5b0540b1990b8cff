import {
  ABANDONED_REGISTRATION_DAYS,
  RESET_LINK_MINUTES,
  SESSION_COOKIE_DAYS,
} from '../../domain/account/data-lifetimes';
import { link, list, paragraph, terms } from '../../domain/content-blocks';
import { DOCUMENT_LINK_MAX_SECONDS } from '../../domain/documents/document-api';
import { KEPT_DOCUMENTS_LIMIT_BYTES } from '../../domain/documents/kept-documents';
import { PRIVACY_TITLE, TERMS_PATH, TERMS_TITLE } from '../../domain/legal/legal-pages';
import { SUBMIT_REQUEST_PATH } from '../../domain/services/service-paths';
import { SIGNING_LINK_DAYS } from '../../domain/signing/signature-request';
import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from './legal-document';

/**
 * Charter's privacy policy: what the service collects, keeps on the device and on its server,
 * shares to do its work, and protects, as this code base does it (server/, src/local,
 * decisions 0003, 0038, 0047, 0048, 0050, 0058, 0073).
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: PRIVACY_TITLE,
  effective: LEGAL_EFFECTIVE_DATE,
  scope:
    'This is the Charter service’s own privacy policy, written in plain language. It is not legal advice: for advice about your own business, talk to a lawyer.',
  introduction: [
    paragraph(
      'This policy explains what information Charter collects when you form and run your business with it, why, where it is kept, who else receives it, and the choices you have. It applies together with our ',
      link(TERMS_TITLE.toLowerCase(), TERMS_PATH),
      '.',
    ),
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        terms(
          {
            term: 'Your account',
            description:
              'Your name, email address and phone number, your plan, and your password, which we store only as a salted one-way hash (scrypt), never as you typed it.',
          },
          {
            term: 'Your business',
            description:
              'What you answer in our questionnaires: your business’s name, state, entity type, industry and addresses; its owners, members and managers (their names, email addresses, phone numbers, addresses and ownership shares); its registered agent; and your answers for each service you buy.',
          },
          {
            term: 'Tax identification',
            description:
              'For an EIN application, the responsible party’s Social Security number or ITIN; and, once the IRS assigns it, your business’s EIN, which we record for you.',
          },
          {
            term: 'Payments',
            description:
              'Your card number and security code go from your browser directly to our payments provider. We keep what it returns: the card’s brand, last four digits and expiry, and your billing name and address. We also keep your orders, invoices and receipts.',
          },
          {
            term: 'Signatures',
            description:
              'When your members sign an operating agreement: their names and email addresses, their signatures, and when the agreement was sent to each of them and when they opened and signed it, with the internet address and browser they used.',
          },
          {
            term: 'Security and devices',
            description:
              'For each device you sign in on, the browser it reports and when it was last used, so you can see and sign out your devices. Our server logs each request: what was asked for (with its secret parts hidden), the internet address it came from and an id, never what you typed in it.',
          },
          {
            term: 'Support requests',
            description:
              'What you write to our support team from Submit a request, with the documents you choose to attach, and our replies; from the Chat page, your question and the email address you give for the answer. Each is also emailed to our support mailbox.',
          },
          {
            term: 'Before you have an account',
            description:
              'When you start registering, your answers are kept under an anonymous registration, with the browser it was started in, until you create your account.',
          },
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        list(
          'To prepare and file the documents for the services you buy, and to show you where each order stands.',
          'To take your payments, charge your registered agent’s yearly renewal, and make your receipts.',
          'To email you: your receipts, your certificate of good standing and business license report when they are ready, reminders of your state deadlines and renewals, and security notices (a link to confirm your email address, a password change, a reset link you asked for, the 90-day password reminder if you turned it on); and to email your members their signing requests and reminders.',
          'To keep your account and the service secure: signing you in, limiting how often requests can be made, and refusing requests for other owners’ information.',
        ),
        paragraph(
          'We do not sell your information or use it for advertising, and Charter has no advertising or analytics trackers.',
        ),
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives it',
      blocks: [
        list(
          'Your state’s business filing office, for the filings you ask for (formation, amendments, annual reports, certificates). A state’s business records are public: your business’s name, addresses and registered agent, and in some states its owners or managers, can be seen by anyone.',
          'The IRS, for an EIN application, including the responsible party’s tax identification number.',
          'Our registered agent partner, if you choose Charter’s registered agent: your business’s name, addresses and contact details, so it can act as your agent.',
          'Our payments provider, for your card and billing details.',
          'The members you name in an operating agreement, who receive it by email.',
          'The companies that run parts of the service for us, where Charter is set up to use them: email delivery, storage for documents, Google’s address suggestions and county lookup (the address you type is sent to Google) and Google reCAPTCHA, which checks that a registration is not made by a bot.',
        ),
      ],
    },
    {
      id: 'on-your-device',
      heading: 'What is kept on your device',
      blocks: [
        paragraph(
          'Charter works offline and keeps your work safe on your device until it reaches our server:',
        ),
        list(
          'Your questionnaire answers and the saves waiting to be sent are kept in your browser’s database (IndexedDB). A Social Security number or ITIN is replaced there by its masked form once our server has it.',
          'Your sign-in tokens, and a few choices such as your entity type and address, are kept in your browser’s local storage; a copy of your dashboard, your documents list and your registration choices in its session storage, which ends with the tab.',
          `A cookie named sessionId remembers an anonymous registration for ${SESSION_COOKIE_DAYS} days. The sign-in service sets its own cookies to keep your sign-in session. Charter sets no advertising cookies.`,
          `The app itself and Business Hub content are kept by the browser so they open without a connection, and so are the documents you open (up to ${KEPT_DOCUMENTS_LIMIT_BYTES / (1024 * 1024)} MB in all, the least recently opened making room first).`,
        ),
        paragraph(
          'When you sign out, Charter removes your account’s data from the tab and the documents kept on the device; answers you typed that have not reached our server yet stay on the device and are sent when you sign in again. Clearing this site’s data in your browser removes everything Charter kept there.',
        ),
      ],
    },
    {
      id: 'how-we-protect-it',
      heading: 'How we protect it',
      blocks: [
        list(
          'A Social Security number or ITIN, and your business’s EIN, are encrypted in our database (AES-256-GCM), shown masked (the last four digits), and never written to our logs. Only you can reveal your EIN in full, from your business profile.',
          'Passwords are stored only as a hash; a new password is refused if it is on a list of common and leaked passwords, and changing it signs out your other devices.',
          `Your documents can be downloaded only through signed links that work for ${DOCUMENT_LINK_MAX_SECONDS} seconds. A member’s signing link works for ${SIGNING_LINK_DAYS} days and only for that member; a password reset link works once, for ${RESET_LINK_MINUTES} minutes.`,
          'Every request is checked against the signed-in owner: no one can read another owner’s business, documents or orders.',
          'Our server’s files are readable only by the service itself.',
        ),
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      blocks: [
        paragraph(
          `An anonymous registration that never becomes an account is deleted, with its answers, once it has been left untouched for ${ABANDONED_REGISTRATION_DAYS} days. Your account, your business’s records, your orders and your documents are kept while your account exists. The dashboard has no way to delete an account yet: to ask for your account to be closed and your information deleted, `,
          link('send us a request', SUBMIT_REQUEST_PATH),
          '. Filings already made with a state or the IRS stay in their records.',
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        list(
          'See your profile in Settings. Your name, email and phone appear on your filings, so they are changed through support rather than on the page.',
          'See the devices signed in to your account and sign any of them out, and turn the 90-day password reminder on or off, in Settings, Security & privacy.',
          'Make a private calendar link for your deadlines, and revoke it, on the Compliance Calendar.',
          'Choose which emails you get in Settings, Email notifications: order status updates and deadline reminders are on until you turn them off, Business Hub news only if you turn it on. Every one of those emails has a one-click unsubscribe link. Security notices, receipts, renewal notices (before a renewal is charged, a declined renewal, a subscription that ends) and signature requests are always sent.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Changes and contact',
      blocks: [
        paragraph(
          'When this policy changes, the effective date at the top of this page changes with it. For any question about your information, ',
          link('send us a request', SUBMIT_REQUEST_PATH),
          '.',
        ),
      ],
    },
  ],
};
