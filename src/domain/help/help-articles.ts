/**
 * The Help Center's answers (issue: "/help-center: answers to what owners ask"), as data: the
 * page shows them by topic, and a search (the assistant) can index the same words. Every figure
 * here is read from the module that holds it (statuses, banners, estimates, reminders,
 * document shelves), never written again; what Charter does not know or has not decided (a
 * refund policy, a state's time for an annual report) is said as such.
 */
import { PRODUCT_KEYS } from '../checkout/product-keys';
import { STATUS_MEANINGS } from '../services/status-meanings';
import { SUBSCRIPTIONS_RENEWALS_PATH } from '../checkout/invoice-paths';
import { productTitle } from '../checkout/product-titles';
import { COMPLIANCE_PAGE_PATH, REMINDER_DAYS_BEFORE } from '../compliance/compliance-calendar';
import {
  blocksText,
  link,
  list,
  paragraph,
  terms,
  type ContentBlock,
  type ContentText,
  wordList,
} from '../content-blocks';
import { DOCUMENT_LINK_MAX_SECONDS } from '../documents/document-api';
import {
  DOCUMENT_CATEGORIES,
  documentCategoryLabel,
  type DocumentCategory,
} from '../documents/document-categories';
import { RETURNED_DOCUMENTS } from '../documents/returned-documents';
import { EIN_PROCESSING_BUSINESS_DAYS } from '../estimates/ein-processing';
import { estimatedTimeText } from '../estimates/estimated-time';
import { STANDARD_FILING_DAYS, STANDARD_FILING_MIN_DAYS } from '../estimates/filing-days';
import { FEDERAL_HOLIDAY_NAMES } from '../estimates/holiday-list';
import { WORKING_HOURS } from '../estimates/working-hours';
import { PRIVACY_PATH, PRIVACY_TITLE, TERMS_PATH, TERMS_TITLE } from '../legal/legal-pages';
import { FORMATION_STEPS } from '../services/formation-card';
import { FORMATION_FIRST, LLC_NEEDS_TO_BE_ACTIVE } from '../services/formation-rules';
import {
  OPERATING_AGREEMENT_SIGNATURE_BANNER,
  rejectedNotice,
  serviceBanner,
} from '../services/service-banners';
import {
  BUSINESS_PROFILE_PATH,
  DASHBOARD_PATH,
  documentShelfPath,
  GUIDES_PATH,
  helpAnswerPath,
  LICENSE_REPORT_PAGE_PATH,
  SUBMIT_REQUEST_PATH,
} from '../services/service-paths';
import {
  NOT_PURCHASED_LABEL,
  statusBadgeLabel,
  type KnownServiceStatus,
} from '../services/service-statuses';
import { SIGNING_LINK_DAYS } from '../signing/signature-request';
import { STATE_DATA_CREDIT } from '../state-facts/dataset-credit';
import { EMAIL_NOTIFICATIONS_PATH, SECURITY_SETTINGS_PATH } from '../account/settings-paths';
import { RESET_LINK_MINUTES } from '../account/data-lifetimes';
import { searchable } from './search-words';

export const HELP_TOPICS = [
  {
    id: 'order-status',
    title: 'Order status',
    summary: 'What each status and card message means, and what to do next.',
  },
  {
    id: 'timelines',
    title: 'Processing times',
    summary: 'How long your state and the IRS take, and how estimates are counted.',
  },
  {
    id: 'payments',
    title: 'Payments and refunds',
    summary: 'What you pay for, receipts, declined cards and refunds.',
  },
  {
    id: 'documents',
    title: 'Documents',
    summary: 'Where your filings, certificates, reports and receipts are kept.',
  },
  {
    id: 'renewals',
    title: 'Renewals and deadlines',
    summary: 'Registered agent renewals, annual reports, licenses and reminders.',
  },
  {
    id: 'scam-letters',
    title: 'Scam letters',
    summary: 'Official-looking letters that ask you to pay, and how to check them.',
  },
  {
    id: 'support',
    title: 'Contact support',
    summary: 'How to reach Charter’s support team, and our terms and privacy policy.',
  },
] as const;

export type HelpTopicId = (typeof HELP_TOPICS)[number]['id'];

/**
 * A part of an answer the page fills in from live data: the chosen state's filing times
 * (src/ui/filing-times-note.tsx). Its words for a search are the answer's own.
 */
export type HelpWidget = 'state-filing-times';

export interface HelpArticle {
  /** Its address on the page: /help-center#{id}. Lasting: links are made to it. */
  id: string;
  topic: HelpTopicId;
  question: string;
  answer: readonly ContentBlock[];
  /** Shown after the answer's first paragraph. */
  widget?: HelpWidget;
  /** Words owners may search with that the answer does not use. */
  keywords: readonly string[];
}

const submitRequest = (text = 'Submit a request') => link(text, SUBMIT_REQUEST_PATH);
const complianceCalendar = (text = 'Compliance Calendar') => link(text, COMPLIANCE_PAGE_PATH);
const documentsShelf = (slug: DocumentCategory) =>
  link(documentCategoryLabel(slug), documentShelfPath(slug));

/** An hour of the day as owners read it: 8 is '8:00 a.m.', 17 is '5:00 p.m.'. */
function clockHour(hour: number): string {
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}

/** The order the statuses are explained in: as an order moves, then the special ones. */
const STATUS_ORDER: readonly KnownServiceStatus[] = [
  'PURCHASED',
  'SUBMITTED',
  'IN_PROGRESS',
  'PENDING',
  'COMPLETED',
  'ACTIVE',
  'REJECTED',
  'NOT_STARTED',
  'REGISTRATION_DONE',
  'REGISTRATION_ERROR',
  'PENDING_EXPERT_REVIEW',
  'COMPLETED_EXPERT_REVIEW',
];

const FORMATION_STEP_MEANINGS: Readonly<Record<(typeof FORMATION_STEPS)[number], string>> = {
  'Complete Registration':
    'You have bought the formation; answer its questions so we can prepare your documents.',
  'Documents Submitted':
    'Your answers are in. We prepare your formation documents (and, with expert review, a specialist checks them) before filing.',
  'State Review': 'The state has your filing and is reviewing it.',
  'Business Formed': 'The state approved your LLC. Its details are in your business profile.',
};

/**
 * What a banner without a second line of its own tells the owner, keyed by the first service
 * and status that show it.
 */
const BANNER_MEANINGS: Readonly<Record<string, string>> = {
  'REGISTERED_AGENT SUBMITTED': 'We are preparing the paperwork that names your registered agent.',
  'REGISTERED_AGENT IN_PROGRESS': 'The filing is with the state, which is reviewing it.',
  'EIN_APPLICATION SUBMITTED': 'We are preparing your EIN application for the IRS.',
  'EIN_APPLICATION IN_PROGRESS': 'Your application is with the IRS.',
  'EIN_APPLICATION ACTIVE': 'The IRS has issued your EIN. It is in your business profile.',
};

/**
 * The status lines cards show (dashboard §4 "Banner texts"), read from the banners themselves:
 * each line once, with the services and statuses that show it. The operating agreement's
 * has an answer of its own.
 */
function cardMessages(): { term: string; description: string }[] {
  const shown = new Map<string, { meaning: string; where: string[] }>();
  for (const productKey of PRODUCT_KEYS) {
    for (const status of ['SUBMITTED', 'IN_PROGRESS', 'ACTIVE'] as const) {
      const banner = serviceBanner(productKey, status);
      if (!banner || banner.text === OPERATING_AGREEMENT_SIGNATURE_BANNER) continue;
      const entry = shown.get(banner.text) ?? {
        meaning: banner.detail ?? BANNER_MEANINGS[`${productKey} ${status}`] ?? '',
        where: [],
      };
      entry.where.push(`${productTitle(productKey)} (${statusBadgeLabel(status)})`);
      shown.set(banner.text, entry);
    }
  }
  return [...shown].map(([text, { meaning, where }]) => ({
    term: text,
    description: `${meaning} Shown on: ${wordList(where)}.`,
  }));
}

const SHELF_CONTENTS: Readonly<Record<DocumentCategory, string>> = {
  'company-documents':
    'your business formation filing and EIN application as submitted, your operating agreement (as sent for signature, and signed), the templates you filled in, and your receipts.',
  compliance: 'your certificate of good standing.',
  'registered-agent': 'your registered agent appointment request.',
  'business-license-report': 'your business license report.',
};

const reminderDays = wordList(REMINDER_DAYS_BEFORE.filter((days) => days > 0));

const ARTICLES: readonly HelpArticle[] = [
  // Order status
  {
    id: 'order-statuses',
    topic: 'order-status',
    question: 'What does each order status mean?',
    answer: [
      paragraph(
        'Each service card on your ',
        link('dashboard', DASHBOARD_PATH),
        ' shows a status badge. Our team moves an order to its next status as the work happens; you only need to act when the status asks you to.',
      ),
      terms(
        ...STATUS_ORDER.map((status) => ({
          term: statusBadgeLabel(status),
          description: STATUS_MEANINGS[status],
        })),
        { term: NOT_PURCHASED_LABEL, description: 'You have not bought this service.' },
      ),
    ],
    keywords: ['status', 'badge', 'order', 'progress', 'stuck', 'waiting', 'meaning'],
  },
  {
    id: 'formation-steps',
    topic: 'order-status',
    question: 'What do the steps on the Business Formation card mean?',
    answer: [
      paragraph(
        `The Business Formation card shows your LLC’s way to the state in ${FORMATION_STEPS.length} steps:`,
      ),
      terms(
        ...FORMATION_STEPS.map((step) => ({
          term: step,
          description: FORMATION_STEP_MEANINGS[step],
        })),
      ),
    ],
    keywords: ['formation', 'LLC', 'stepper', 'registration', 'articles of organization'],
  },
  {
    id: 'card-messages',
    topic: 'order-status',
    question: 'What do the messages on my service cards mean?',
    answer: [
      paragraph('Besides its status, a card may show a line about where your order stands:'),
      terms(...cardMessages()),
    ],
    keywords: ['banner', 'pending state review', 'under IRS review', 'preparing', 'message'],
  },
  {
    id: 'rejected',
    topic: 'order-status',
    question: 'My order says Rejected. What now?',
    answer: [
      paragraph('The card’s title says who turned it down:'),
      list(
        `“${rejectedNotice('LLC_FORMATION').title}”: the state did not approve the filing (a business formation or a registered agent appointment).`,
        `“${rejectedNotice('EIN_APPLICATION').title}”: the IRS did not approve your EIN application.`,
        `“${rejectedNotice('CERT_GOOD_STANDING').title}”: any other request that could not be completed.`,
      ),
      paragraph(
        'Press Contact Support on the card, then ',
        submitRequest('send us a request'),
        ' naming the service. We will help you find what needs correcting and resubmit it.',
      ),
    ],
    keywords: ['rejected', 'denied', 'refused', 'not approved', 'resubmit', 'error'],
  },
  {
    id: 'cannot-start',
    topic: 'order-status',
    question: 'Why can’t I start a service I bought?',
    answer: [
      paragraph(
        'Some services work on your LLC once it exists: registered agent, articles of amendment, annual report, operating agreement and certificate of good standing. Until the state has approved your formation, their card says “',
        FORMATION_FIRST,
        '” or “',
        LLC_NEEDS_TO_BE_ACTIVE,
        '”, and its Continue button stays disabled.',
      ),
      paragraph(
        'Finish your business formation first. Your EIN and business license report can start as soon as your formation is bought. Nothing you bought is lost while you wait.',
      ),
    ],
    keywords: ['disabled', 'continue', 'greyed out', 'cannot start', 'LLC needs to be active'],
  },
  {
    id: 'operating-agreement-signatures',
    topic: 'order-status',
    question: 'Why is my operating agreement still waiting?',
    answer: [
      paragraph(OPERATING_AGREEMENT_SIGNATURE_BANNER),
      paragraph(
        `The agreement is complete once every member has signed. The card lists each member and whether they have signed; for anyone who has not, press Resend to email them a new link. A signing link works for ${SIGNING_LINK_DAYS} days.`,
      ),
    ],
    keywords: ['operating agreement', 'signature', 'sign', 'e-signature', 'members', 'resend'],
  },

  // Processing times
  {
    id: 'state-processing-times',
    topic: 'timelines',
    question: 'How long does my state take to approve a new LLC?',
    answer: [
      paragraph(
        'Each state works at its own pace. Choose your state to see its standard filing time, as the state publishes it, and whether rapid filing is available there.',
      ),
      paragraph(
        `Where a state publishes no processing time, Charter says so and estimates ${STANDARD_FILING_MIN_DAYS}-${STANDARD_FILING_DAYS} business days from the day we file. These are estimates, not promises: the state decides when it approves a filing. State figures come from the ${STATE_DATA_CREDIT}, each with its source.`,
      ),
    ],
    widget: 'state-filing-times',
    keywords: [
      'timeline',
      'how long',
      'processing time',
      'turnaround',
      'state',
      'days',
      'formation',
      'expedited',
      'rapid',
      'fast',
    ],
  },
  {
    id: 'estimated-dates',
    topic: 'timelines',
    question: 'How are estimated dates counted?',
    answer: [
      paragraph(
        `Estimates count business days: Monday to Friday, except the ${FEDERAL_HOLIDAY_NAMES.length} federal holidays (${wordList(FEDERAL_HOLIDAY_NAMES)}).`,
      ),
      paragraph(
        `The count starts on the day you submit if that is a business day between ${clockHour(WORKING_HOURS.start)} and ${clockHour(WORKING_HOURS.end)} Central Time; otherwise it starts on the next business day.`,
      ),
    ],
    keywords: ['estimate', 'business days', 'holidays', 'weekend', 'date', 'when'],
  },
  {
    id: 'ein-time',
    topic: 'timelines',
    question: 'How long does an EIN take?',
    answer: [
      paragraph(
        `Charter’s estimate allows ${EIN_PROCESSING_BUSINESS_DAYS} business days after we submit your application: the time the IRS gives for an application sent by fax, in its Publication 1635, “Understanding Your EIN”. The IRS decides; while it works your EIN card reads “${serviceBanner('EIN_APPLICATION', 'IN_PROGRESS')!.text}”, and “${serviceBanner('EIN_APPLICATION', 'ACTIVE')!.text}” once the number is issued.`,
      ),
      paragraph('You can apply as soon as your business formation is bought.'),
    ],
    keywords: ['EIN', 'tax ID', 'IRS', 'federal', 'how long', 'number'],
  },
  {
    id: 'other-filing-times',
    topic: 'timelines',
    question: 'How long do annual reports, amendments and certificates take?',
    answer: [
      paragraph(
        `Before you buy a service, its card says roughly how long our part takes (“Ready in about ${estimatedTimeText('CERT_GOOD_STANDING')}” for a certificate of good standing). Once we file with your state, how long the state takes is its own. Charter has no sourced figure for each state’s annual reports, amendments or certificates, so your card shows where the order stands rather than a date, and a certificate of good standing is emailed to you as soon as it is ready.`,
      ),
    ],
    keywords: ['annual report', 'amendment', 'certificate', 'good standing', 'how long'],
  },

  // Payments and refunds
  {
    id: 'refunds',
    topic: 'payments',
    question: 'Can I get a refund or cancel an order?',
    answer: [
      paragraph(
        'Charter has not published a refund policy, and this page will not guess one. If you want to cancel an order, or think you were charged by mistake, ',
        submitRequest('send us a request'),
        '. Name the service and the date of the charge, and include the receipt number from your receipt (in ',
        documentsShelf('company-documents'),
        '). We will look at your case and answer you.',
      ),
      paragraph(
        'Fees the state has already taken for a filing are the state’s; whether any can be returned depends on that state.',
      ),
    ],
    keywords: ['refund', 'money back', 'cancel', 'cancellation', 'charge', 'mistake'],
  },
  {
    id: 'what-you-pay',
    topic: 'payments',
    question: 'What am I paying for?',
    answer: [
      paragraph(
        'Your order total is Charter’s price for each service, plus the state’s own fee for the services we file with your state (a business formation, an annual report, an amendment or a certificate of good standing). The checkout lists every line before you pay, and a state fee shows where its figure comes from. An EIN carries no government fee.',
      ),
      paragraph(
        'The registered agent is free for its first year and then renews every year; see ',
        link('when it renews', helpAnswerPath('registered-agent-renewal')),
        '.',
      ),
    ],
    keywords: ['price', 'cost', 'fee', 'state fee', 'total', 'charge', 'checkout'],
  },
  {
    id: 'receipts',
    topic: 'payments',
    question: 'Where is my receipt?',
    answer: [
      paragraph(
        'Every purchase has a receipt. Charter keeps it as a PDF in ',
        documentsShelf('company-documents'),
        ', named with its receipt number; right after you pay, the order confirmation also offers Download Receipt.',
      ),
      paragraph(
        'We also email it, with the PDF attached, to the address on your order as soon as it is ready.',
      ),
    ],
    keywords: ['receipt', 'invoice', 'proof of payment', 'PDF'],
  },
  {
    id: 'card-declined',
    topic: 'payments',
    question: 'My card was declined. What should I do?',
    answer: [
      paragraph(
        'Nothing is charged when a card is declined. The checkout shows the reason your bank gave, such as a wrong security code or insufficient funds: correct the detail, or choose or add another card, and press Checkout & Pay again. If the bank declines without a reason, your bank can tell you why.',
      ),
    ],
    keywords: ['declined', 'card', 'payment failed', 'CVC', 'bank'],
  },

  // Documents
  {
    id: 'where-documents',
    topic: 'documents',
    question: 'Where are my documents?',
    answer: [
      paragraph(
        'Everything Charter prepares or receives for you is in ',
        link('Business Documents', '/documents'),
        '. All documents lists them together; each shelf holds one kind:',
      ),
      list(
        ...DOCUMENT_CATEGORIES.map(({ slug }): ContentText[] => [
          documentsShelf(slug),
          `: ${SHELF_CONTENTS[slug]}`,
        ]),
      ),
      paragraph(
        'A business license report can also be read on the ',
        link('Business Licenses Report', LICENSE_REPORT_PAGE_PATH),
        ' page.',
      ),
    ],
    keywords: ['documents', 'files', 'download', 'PDF', 'articles', 'filing', 'copy'],
  },
  {
    id: 'no-documents-yet',
    topic: 'documents',
    question: 'Why don’t I have any documents yet?',
    answer: [
      paragraph(
        'A document appears as soon as Charter makes or receives it: your formation filing when you submit the formation questionnaire, your EIN application when you submit it, a certificate of good standing when the state issues it. Until the first one, Business Documents shows that you have none yet.',
      ),
    ],
    keywords: ['missing', 'empty', 'no documents', 'where'],
  },
  {
    id: 'download-link-expired',
    topic: 'documents',
    question: 'A download link stopped working. Why?',
    answer: [
      paragraph(
        `For your privacy, a document’s download link works for ${DOCUMENT_LINK_MAX_SECONDS} seconds only. Open `,
        link('Business Documents', '/documents'),
        ' again and download it from there: each download makes a fresh link.',
      ),
    ],
    keywords: ['link expired', 'download', 'error', 'does not work', 'broken'],
  },
  {
    id: 'certificate-delivery',
    topic: 'documents',
    question: 'How will I get my certificate of good standing?',
    answer: [
      paragraph(
        'We email you as soon as the state issues it, with a link to your ',
        documentsShelf('compliance'),
        ' documents, where it is kept for later. While it is on its way, its card reads “',
        serviceBanner('CERT_GOOD_STANDING', 'SUBMITTED')!.text,
        '”.',
      ),
    ],
    keywords: ['certificate', 'good standing', 'certificate of status', 'email'],
  },
  {
    id: 'returned-documents',
    topic: 'documents',
    question: 'Where do the documents the state and the IRS send back arrive?',
    answer: [
      paragraph(
        'When the state or the IRS answers an order, our team attaches what they sent to your ',
        link('Business Documents', '/documents'),
        ' and emails you. Each is kept on its shelf, under the order it answers:',
      ),
      list(
        ...Object.entries(RETURNED_DOCUMENTS).map(
          ([productKey, { title, category }]): ContentText[] => [
            `${productTitle(productKey)}: ${title}, in `,
            documentsShelf(category),
          ],
        ),
      ),
      paragraph(
        'The filed articles (some states call them a certificate of formation) come with the ' +
          'number the state filed your business under and the ' +
          'date it took effect: your ',
        link('business profile', BUSINESS_PROFILE_PATH),
        ' shows both, and your compliance deadlines count from that date. A document you have ' +
          'opened once on a device can be opened again there without a connection.',
      ),
    ],
    keywords: [
      'articles',
      'filed',
      'EIN letter',
      'IRS letter',
      'CP 575',
      'file number',
      'effective date',
      'appointment',
      'returned',
    ],
  },

  // Renewals and deadlines
  {
    id: 'registered-agent-renewal',
    topic: 'renewals',
    question: 'When does my registered agent renew, and what does it cost?',
    answer: [
      paragraph(
        'The registered agent is free for its first year. It then renews every year at Charter’s price, charged to the card on the subscription. The renewal date and price are listed under Charter renewals on your ',
        complianceCalendar(),
        `, and we email you ${reminderDays} days before it renews and on the day.`,
      ),
      paragraph(
        'To stop it, choose Cancel renewal under ',
        link('Subscriptions & renewals', SUBSCRIPTIONS_RENEWALS_PATH),
        ' in Invoices, with a reason. It stays active until the renewal date and is then not renewed or charged; until that date, Keep my subscription undoes it.',
      ),
    ],
    keywords: ['registered agent', 'renewal', 'subscription', 'yearly', 'annual fee', 'cancel'],
  },
  {
    id: 'annual-report-due',
    topic: 'renewals',
    question: 'When is my annual report due?',
    answer: [
      paragraph(
        'It depends on your state. Once the state has approved your LLC, your ',
        complianceCalendar(),
        ' shows each state deadline: the due date, the state’s fee with its source, and the state’s own words for the rule. Some states have no annual report, and the calendar says so.',
      ),
      paragraph(
        'Charter can file the report for you: buy the Annual Report service on your dashboard, confirm your location and managers, and we file it with the state.',
      ),
    ],
    keywords: [
      'annual report',
      'statement of information',
      'deadline',
      'due date',
      'franchise tax',
    ],
  },
  {
    id: 'deadline-reminders',
    topic: 'renewals',
    question: 'Will Charter remind me of my deadlines?',
    answer: [
      paragraph(
        `Yes. We email you ${reminderDays} days before each state deadline and Charter renewal on your `,
        complianceCalendar(),
        ', and again on the day.',
      ),
      paragraph(
        'On the calendar page you can also add your deadlines to Google Calendar, Apple Calendar or Outlook with a private calendar link, and revoke that link whenever you like.',
      ),
      paragraph(
        'You can turn the reminder emails off, and back on, in ',
        link('Settings → Email notifications', EMAIL_NOTIFICATIONS_PATH),
        '; every reminder also has a one-click unsubscribe link.',
      ),
    ],
    keywords: ['reminder', 'email', 'calendar', 'ics', 'notification', 'deadline', 'unsubscribe'],
  },
  {
    id: 'license-renewals',
    topic: 'renewals',
    question: 'Do my business licenses renew?',
    answer: [
      paragraph(
        'Many do. Once your business license report is prepared, the licenses in it that renew appear on your ',
        complianceCalendar(),
        ', with each agency’s renewal rule and its source. Where the agency sets the date for each business itself, the calendar says “Date set by the agency” instead of guessing one.',
      ),
      paragraph(
        'License renewals are listed on the calendar but not emailed: check the calendar, and the agency’s own notices, for them.',
      ),
    ],
    keywords: ['license', 'permit', 'renewal', 'expire', 'agency'],
  },
  {
    id: 'missed-deadline',
    topic: 'renewals',
    question: 'What happens if I miss a state deadline?',
    answer: [
      paragraph(
        'Each state sets its own consequences, which can include late fees and the loss of your LLC’s good standing. File as soon as you can: the ',
        complianceCalendar(),
        ' shows what is overdue. The Business Hub’s guide “Keeping your LLC in good standing”, in ',
        link('Guides', GUIDES_PATH),
        ', explains more.',
      ),
    ],
    keywords: ['late', 'missed', 'overdue', 'penalty', 'good standing', 'dissolved'],
  },

  // Scam letters
  {
    id: 'compliance-letter-scams',
    topic: 'scam-letters',
    question: 'I got an official-looking letter asking me to pay. Is it real?',
    answer: [
      paragraph(
        'Maybe not. Once your LLC is formed, its name, address and filing date are public records, and private companies use them to mail forms that look like government bills: “certificates of good standing”, “annual minutes”, annual report “filing services”, labor law posters. They charge far more than the state, or for things you don’t need. Signs of one:',
      ),
      list(
        'A name that sounds like an agency but isn’t one, often with a seal.',
        'A deadline in large type and a threat of fines or losing your company.',
        'A fee much higher than the state’s own fee for the same thing.',
        'Small print saying it is “not a government agency” or “a solicitation, not a bill”.',
        'Payment to a private company, or by wire transfer, gift card or cryptocurrency.',
      ),
      paragraph(
        'Before you pay anything, check your ',
        complianceCalendar(),
        ': if no report or fee is due, the letter is selling something. If something is due, file it through Charter, or on the state’s own website, found through your own search rather than the letter. You can report suspicious letters at ',
        link('ReportFraud.ftc.gov', 'https://reportfraud.ftc.gov/'),
        '. The Business Hub’s guide “Spotting compliance-letter scams”, in ',
        link('Guides', GUIDES_PATH),
        ', goes further.',
      ),
    ],
    keywords: [
      'scam',
      'fraud',
      'letter',
      'mail',
      'solicitation',
      'compliance letter',
      'annual minutes',
      'fake',
      'invoice',
    ],
  },
  {
    id: 'is-it-charter',
    topic: 'scam-letters',
    question: 'How can I tell whether a message really comes from Charter?',
    answer: [
      paragraph(
        'Charter tells you about your orders and deadlines by email and on your dashboard. You pay Charter only in its checkout while signed in, by card, or by the yearly renewal charged to the card on your subscription. Charter never asks for payment by wire transfer, gift card or cryptocurrency, and never asks for your password by email.',
      ),
      paragraph(
        'If a message worries you, don’t use its links: open Charter yourself, sign in and check your ',
        link('dashboard', DASHBOARD_PATH),
        '.',
      ),
    ],
    keywords: ['phishing', 'email', 'fake', 'genuine', 'real', 'Charter'],
  },
  {
    id: 'paid-a-scam',
    topic: 'scam-letters',
    question: 'I already paid one of these letters. What can I do?',
    answer: [
      list(
        'Call your bank or card issuer straight away and ask about disputing the charge.',
        [
          'Report it at ',
          link('ReportFraud.ftc.gov', 'https://reportfraud.ftc.gov/'),
          ', and to your state’s Secretary of State or attorney general.',
        ],
        [
          'Check your ',
          complianceCalendar(),
          ': if a real report or fee is still due, file it through Charter or directly with the state.',
        ],
      ),
      paragraph(
        'To spot the next one, see ',
        link('how to check an official-looking letter', helpAnswerPath('compliance-letter-scams')),
        '.',
      ),
    ],
    keywords: ['paid', 'scam', 'dispute', 'chargeback', 'fraud', 'report'],
  },

  // Contact support
  {
    id: 'forgot-password',
    topic: 'support',
    question: 'I forgot my password. How do I get back in?',
    answer: [
      paragraph(
        `On the sign-in page, choose “Forgot your password?” and enter the email you sign in with. We email you a link to set a new password; it works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password signs every device out of your account.`,
      ),
      paragraph(
        'Once signed in, you can change your password and see the devices signed in to your account in ',
        link('Settings → Security & privacy', SECURITY_SETTINGS_PATH),
        '.',
      ),
    ],
    keywords: ['password', 'forgot', 'reset', 'sign in', 'log in', 'locked out', 'devices'],
  },
  {
    id: 'contact-support',
    topic: 'support',
    question: 'How do I reach Charter support?',
    answer: [
      paragraph(
        'Write to us from ',
        submitRequest(),
        '. Tell us which service and business your question is about and what you need; a rejected filing, a charge or a document is easiest to help with when you name it. Your request reaches Charter’s support team with your account, and we answer at the email address you sign in with.',
      ),
      paragraph(
        'The Contact Support buttons on your dashboard lead here first, so you can check whether this page already answers your question.',
      ),
    ],
    keywords: ['contact', 'support', 'help', 'email', 'phone', 'talk', 'request', 'question'],
  },
  {
    id: 'terms-and-privacy',
    topic: 'support',
    question: 'Where are Charter’s terms of service and privacy policy?',
    answer: [
      paragraph(
        'Read our ',
        link(TERMS_TITLE.toLowerCase(), TERMS_PATH),
        ' and our ',
        link(PRIVACY_TITLE.toLowerCase(), PRIVACY_PATH),
        '. They describe, in plain words, what Charter does for you and what it does with your information.',
      ),
    ],
    keywords: ['terms', 'privacy', 'data', 'legal', 'policy', 'conditions'],
  },
];

export const HELP_ARTICLES: readonly HelpArticle[] = ARTICLES;

/** A topic's answers, in the order written. */
export function articlesOfTopic(
  topic: HelpTopicId,
  articles: readonly HelpArticle[] = HELP_ARTICLES,
): HelpArticle[] {
  return articles.filter((article) => article.topic === topic);
}

/** Everything a search reads of an answer: its topic, question, words and keywords. */
export function helpArticleText(article: HelpArticle): string {
  const topic = HELP_TOPICS.find((candidate) => candidate.id === article.topic)!;
  return [topic.title, article.question, blocksText(article.answer), ...article.keywords].join(
    '\n',
  );
}

const INDEX = new Map(ARTICLES.map((article) => [article, searchable(helpArticleText(article))]));

/**
 * The answers a filter typed on the page keeps: those whose words hold every word typed (the
 * start of a word is enough: "renew" finds "renewal"). An empty filter keeps all.
 */
export function filterHelpArticles(
  query: string,
  articles: readonly HelpArticle[] = HELP_ARTICLES,
): HelpArticle[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = ` ${INDEX.get(article) ?? searchable(helpArticleText(article))}`;
    return words.every((word) => text.includes(` ${word}`));
  });
}
