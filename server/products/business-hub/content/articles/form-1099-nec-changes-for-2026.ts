import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'form-1099-nec-changes-for-2026',
  name: 'Paying contractors: the Form 1099-NEC threshold is now $2,000',
  metaDescription:
    'For payments made in 2026, the Form 1099-NEC threshold rose from $600 to $2,000. What changed, what didn’t, and how to get ready for January.',
  featuredImageAltText:
    'A stack of Form W-9s and a calendar page for January with the 31st circled, next to a laptop showing a list of contractors.',
  tags: ['Taxes', 'Contractors', 'Year-End'],
  publishDate: '2026-07-21',
  body: [
    {
      p: [
        'For decades, a business that paid an independent contractor $600 or more in a year for services had to report it on a Form 1099. That figure has changed. Under the 2025 tax law, the threshold for ',
        linkTo('irsForm1099Nec', 'Form 1099-NEC'),
        ' is $2,000 for payments made after December 31, 2025, and it will be adjusted for inflation in later years.',
      ],
    },
    { h: 2, text: 'What changed' },
    {
      list: [
        ['Payments made in 2025, reported in early 2026, used the old $600 threshold.'],
        [
          'Payments made in 2026, reported in early 2027, use the new $2,000 threshold: you generally file Form 1099-NEC for a contractor you paid $2,000 or more for services during 2026.',
        ],
        [
          'From 2027, the $2,000 figure is indexed for inflation, so check the IRS’s form page each year before you file.',
        ],
      ],
    },
    { h: 2, text: 'What didn’t change' },
    {
      list: [
        [
          'The deadline: Form 1099-NEC still goes to the contractor and to the IRS by January 31. When that date falls on a weekend or legal holiday, the deadline is the next business day; January 31, 2027 is a Sunday, so forms for 2026 payments are due Monday, February 1, 2027.',
        ],
        [
          'The need for a ',
          linkTo('irsFormW9', 'Form W-9'),
          '. Collect one before you pay a contractor, so you have their legal name, tax classification and taxpayer identification number. It is much harder to get after the work is done.',
        ],
        [
          'Card and app payments. Payments you make by credit card or through a payment app or network are generally reported by the payment company on Form 1099-K, not by you on a 1099-NEC.',
        ],
        [
          'Corporations. Payments for services to a corporation generally aren’t reported on Form 1099-NEC, with exceptions such as attorneys’ fees.',
        ],
        [
          'The contractor’s tax. A contractor who receives no 1099 still has to report all their income. The threshold decides who files a form, not what is taxable.',
        ],
      ],
    },
    { h: 2, text: 'Getting ready for January' },
    {
      list: [
        [
          'Keep a list of every contractor you pay, with their W-9, and record each payment against their name in your books.',
        ],
        [
          'Note how you paid each time: check or bank transfer payments count toward the 1099-NEC; card and app payments generally don’t.',
        ],
        [
          'In December, total each contractor’s payments for the year and flag everyone at or above the threshold.',
        ],
        [
          'Decide how you’ll file: the IRS’s online system, your accounting software or your tax preparer. Leave time to correct any missing taxpayer identification numbers.',
        ],
      ],
    },
    {
      note: [
        'A higher threshold means fewer forms, not fewer records. Keep every contractor’s W-9, invoices and payment history, whether or not they reach $2,000. You may need them to support the expense, and to show the worker was a contractor rather than an employee.',
      ],
    },
    { h: 2, text: 'Are they really a contractor?' },
    {
      p: [
        'The 1099 question only arises for genuine independent contractors. If you set someone’s hours, direct how they work and they work only for you, they may be an employee, with payroll obligations instead of a 1099. The IRS explains the difference on its page ',
        linkTo('irsContractorOrEmployee', 'Independent contractor or employee?'),
        ', and our guide on classifying workers goes through it step by step.',
      ],
    },
  ],
  sources: sourcesOf('irsForm1099Nec', 'irsFormW9', 'irsContractorOrEmployee'),
};
