import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'payment-apps-and-form-1099-k',
  name: 'Payment apps, card processors and Form 1099-K',
  metaDescription:
    'If customers pay you through cards or payment apps, you may get a Form 1099-K. What it reports, the current threshold, and how to reconcile it.',
  featuredImageAltText:
    'A card reader on a shop counter beside a phone showing a payment app, with a printed Form 1099-K next to them.',
  tags: ['Taxes', 'Payments', 'Bookkeeping'],
  publishDate: '2026-07-28',
  body: [
    {
      p: [
        'If your customers pay by card, through an online checkout or with a payment app, the company that processes those payments may send you and the IRS a ',
        linkTo('irsForm1099K', 'Form 1099-K'),
        '. It reports the gross amount of payments you received through that company during the year. Here is how to read it and keep it from causing trouble.',
      ],
    },
    { h: 2, text: 'Who sends it, and when' },
    {
      p: [
        'Card payments are reported by the card processor regardless of amount. For payment apps and online marketplaces, known as third-party settlement organizations, the federal reporting threshold is again more than $20,000 in payments and more than 200 transactions in a calendar year, after the 2025 tax law reversed the lower thresholds that had been scheduled. Some states set lower thresholds for their own reporting, so you may still receive a form below the federal levels.',
      ],
    },
    {
      note: [
        'All business income is taxable whether or not you receive a 1099-K. The form is a report of payments, not a test of what you owe.',
      ],
    },
    { h: 2, text: 'Why the number looks too big' },
    {
      p: ['A 1099-K reports gross payments. It doesn’t subtract:'],
    },
    {
      list: [
        ['Processing fees the company kept.'],
        ['Refunds and chargebacks you gave customers.'],
        ['Sales tax you collected, if it flowed through the processor.'],
        ['Shipping amounts customers paid you.'],
      ],
    },
    {
      p: [
        'You report the gross receipts and then deduct the fees, refunds and other costs as your records support them. That is why your own books, not the form, are the starting point.',
      ],
    },
    { h: 2, text: 'Keep personal and business payments apart' },
    {
      p: [
        'Problems often start when one app account handles both business sales and personal transfers, such as splitting a dinner bill. Those personal amounts aren’t income, but they can end up mixed into what the app reports. Use a separate business account on each payment app, connected to your LLC’s bank account and, where the app allows, set up in the LLC’s name and EIN.',
      ],
    },
    { h: 2, text: 'Reconcile it every year' },
    {
      list: [
        [
          'Download the annual summary from each processor and compare it with the sales recorded in your books.',
        ],
        [
          'Investigate differences: timing at year-end, refunds, fees, or personal transactions that slipped in.',
        ],
        [
          'Keep the reconciliation with your tax records, so you can explain any gap if the IRS asks.',
        ],
        [
          'If a form is wrong, for example it lists the wrong taxpayer identification number or includes payments that aren’t yours, contact the company that issued it and ask for a corrected form.',
        ],
      ],
    },
    { h: 2, text: 'When you pay others through apps' },
    {
      p: [
        'The same rule works in reverse. If you pay a contractor by card or through a payment app, the payment company generally handles the reporting on Form 1099-K, and you generally don’t issue a Form 1099-NEC for those payments. Keep records of every payment anyway; you need them to support your expenses.',
      ],
    },
  ],
  sources: sourcesOf('irsForm1099K'),
};
