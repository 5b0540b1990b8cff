import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'the-home-office-deduction-in-plain-english',
  name: 'The home office deduction in plain English',
  metaDescription:
    'Run your LLC from home? Here is who qualifies for the home office deduction, the simplified and regular methods, and the records to keep.',
  featuredImageAltText:
    'A small spare-room office with a desk, shelves of supplies and a closed door, used only for a home-based business.',
  tags: ['Taxes', 'Deductions', 'Home-Based Business'],
  publishDate: '2026-07-07',
  body: [
    {
      p: [
        'If you run your LLC from home, part of what you spend on your home may be deductible. The home office deduction is real and can be worthwhile, but it comes with specific tests. The IRS’s ',
        linkTo('irsHomeOffice', 'home office deduction page'),
        ' is the authority; here is the plain-English version.',
      ],
    },
    { h: 2, text: 'Who can take it' },
    {
      p: [
        'The deduction is for self-employed people and business owners, including owners of a single-member LLC taxed by default. Generally, the space has to pass two tests:',
      ],
    },
    {
      list: [
        [
          'Regular and exclusive use: you use a specific area of your home only for business, and you use it regularly. A desk in the corner of the living room where the family also watches TV doesn’t qualify; a spare room used only as your office can.',
        ],
        [
          'Principal place of business: the space is your main place of business, or a place where you regularly meet clients or customers, or a separate structure used for business. If you do administrative or management work there and have no other fixed location where you do it, that can count.',
        ],
      ],
    },
    {
      p: [
        'There are limited exceptions to the exclusive-use rule, for example for storing inventory or product samples and for certain day care facilities. Read the IRS guidance if either applies to you.',
      ],
    },
    { h: 2, text: 'Two ways to figure it' },
    { h: 3, text: 'The simplified method' },
    {
      p: [
        'Multiply the square footage of your office by $5, for up to 300 square feet. That gives a maximum of $1,500. There’s no need to track utility bills or work out depreciation, which makes it popular with small home offices.',
      ],
    },
    { h: 3, text: 'The regular method' },
    {
      p: [
        'Work out the share of your home used for business, usually by square footage, and apply it to your actual expenses: mortgage interest or rent, real estate taxes, insurance, utilities, repairs and depreciation if you own the home. It takes more records, but it can produce a larger deduction for a bigger office or a more expensive home. If you own your home, the depreciation you claim can have tax consequences when you sell, so ask a tax professional.',
      ],
    },
    {
      note: [
        'Under either method, the deduction is generally limited by your business’s income. It can reduce your profit to zero but not create a loss from the home office alone; with the regular method, some of the excess can be carried forward.',
      ],
    },
    { h: 2, text: 'Records to keep' },
    {
      list: [
        ['A floor plan or simple sketch with the office’s measurements and the home’s total area.'],
        ['Photos showing the space set up as an office.'],
        [
          'For the regular method, bills and statements for every expense you allocate, plus records of what you paid for the home and any improvements.',
        ],
        [
          'Evidence of how you use the space, such as client meeting notes or a calendar, if you rely on meeting clients there.',
        ],
      ],
    },
    { h: 2, text: 'Multi-member LLCs and S corporations' },
    {
      p: [
        'The rules work differently when the LLC is taxed as a partnership or an S corporation, because the home belongs to you, not to the business. Partners and shareholder-employees often use other arrangements, such as reimbursement under an accountable plan, so talk to your CPA about the right approach before claiming anything.',
      ],
    },
    {
      p: [
        'The deduction is a legitimate benefit of working from home. Measure the space, pick a method and keep the records, and it is one of the simpler deductions to support. The IRS’s page on ',
        linkTo('irsBusinessExpenses', 'deducting business expenses'),
        ' covers the wider rules that apply to every expense you claim.',
      ],
    },
  ],
  sources: sourcesOf('irsHomeOffice', 'irsBusinessExpenses'),
};
