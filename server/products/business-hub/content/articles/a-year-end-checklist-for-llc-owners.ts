import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'a-year-end-checklist-for-llc-owners',
  name: 'A year-end checklist for LLC owners',
  metaDescription:
    'Close your LLC’s year cleanly: reconcile the books, gather W-9s for 1099s, plan the January estimated payment, and check next year’s state deadlines.',
  featuredImageAltText:
    'A desk calendar turned to December with sticky notes for taxes, 1099s and annual report, beside a closed laptop.',
  tags: ['Checklists', 'Taxes', 'Year-End'],
  publishDate: '2026-11-17',
  body: [
    {
      p: [
        'The last weeks of the year are a good time to tidy up, while there is still time to act. A clean close makes your tax return faster and cheaper to prepare, and it starts the new year with a clear picture. Here is a checklist to work through in December.',
      ],
    },
    { h: 2, text: 'Books' },
    {
      list: [
        [
          'Categorize every transaction and reconcile every bank and card account through November, then December when statements arrive.',
        ],
        ['Chase unpaid invoices, and decide which are truly uncollectible.'],
        [
          'Separate any personal expenses paid from the business account, and business expenses paid personally, and record them properly.',
        ],
        ['List equipment and other assets bought this year, with dates, costs and receipts.'],
        ['If you hold inventory, count it at year-end.'],
        [
          'Gather receipts and records the IRS expects you to keep, as its ',
          linkTo('irsRecordkeeping', 'recordkeeping guidance'),
          ' describes, including your mileage log if you deduct business driving.',
        ],
      ],
    },
    { h: 2, text: 'Contractors and employees' },
    {
      list: [
        [
          'Make sure you have a Form W-9 for every contractor you paid. For payments made in 2026, ',
          linkTo('irsForm1099Nec', 'Form 1099-NEC'),
          ' is generally required for contractors paid $2,000 or more for services, due to them and to the IRS by the January 31 deadline. January 31, 2027 is a Sunday, so that deadline moves to Monday, February 1, 2027.',
        ],
        [
          'Total each contractor’s payments by method: card and payment app payments are generally reported on Form 1099-K by the payment company instead.',
        ],
        [
          'If you have employees, check names, addresses and Social Security numbers now, so that ',
          linkTo('irsFormW2', 'Forms W-2'),
          ' can go out on time; they share the same deadline.',
        ],
      ],
    },
    { h: 2, text: 'Taxes' },
    {
      list: [
        [
          'Plan your fourth-quarter ',
          linkTo('irsEstimatedTaxes', 'estimated tax payment'),
          ', due January 15, 2027 for 2026 income, and check whether your payments so far are on track.',
        ],
        [
          'Meet your CPA before December 31 if you’re considering year-end purchases, retirement contributions or a change in how your LLC is taxed. Many options close with the year.',
        ],
        [
          'If you’re thinking about an S corporation election for 2027, ask about it now; the election has a deadline early in the year it takes effect.',
        ],
        ['Make sure sales tax returns for every period this year are filed and paid.'],
      ],
    },
    { h: 2, text: 'Compliance' },
    {
      list: [
        [
          'Look at your Compliance Calendar for next year: your annual report, state taxes and any license renewals, with reminders set.',
        ],
        ['Confirm your registered agent and addresses on file with the state are current.'],
        [
          'Review your operating agreement: did members, ownership or management change this year? If so, sign an amendment.',
        ],
        [
          'Renew or review business insurance, and update coverage for new equipment, staff or services.',
        ],
        ['Check workplace posters if you have employees; agencies update them when rates change.'],
      ],
    },
    { h: 2, text: 'Looking ahead' },
    {
      p: [
        'Finally, take an hour to look back at the year’s numbers: which services or products earned the most, which costs grew, and how much you set aside for taxes compared with what you’ll owe. Set two or three goals for next year, and a monthly date to review the books. Then enjoy the holidays: the paperwork is handled.',
      ],
    },
  ],
  sources: sourcesOf('irsRecordkeeping', 'irsForm1099Nec', 'irsFormW2', 'irsEstimatedTaxes'),
};
