import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'how-long-to-keep-business-records',
  name: 'How long should you keep business records?',
  metaDescription:
    'Receipts, bank statements, payroll files, formation papers: what the IRS says about keeping records, and a simple retention plan for your LLC.',
  featuredImageAltText:
    'Labeled file boxes by year on a shelf next to a laptop showing scanned receipts in folders.',
  tags: ['Bookkeeping', 'Taxes', 'Recordkeeping'],
  publishDate: '2026-06-30',
  body: [
    {
      p: [
        'Every business generates paper and files: receipts, invoices, bank statements, contracts, payroll reports, tax returns. Keep too little and you can’t support a deduction if the IRS asks. Keep everything forever and you drown in boxes. The IRS gives clear guidance on ',
        linkTo('irsKeepRecords', 'how long to keep records'),
        ', and it is tied to how long the IRS has to examine a return or you have to amend it.',
      ],
    },
    { h: 2, text: 'The IRS’s timeframes' },
    {
      list: [
        [
          'Three years from the date you filed the return is the general rule for records that support your income, deductions and credits.',
        ],
        [
          'Three years from filing, or two years from the date you paid the tax if that is later, if you file a claim for a credit or refund after filing your return.',
        ],
        [
          'Six years if you don’t report income that you should have reported and it is more than 25% of the gross income shown on the return.',
        ],
        ['Seven years if you claim a loss from worthless securities or a bad debt deduction.'],
        ['Indefinitely if you don’t file a return, or if you file a fraudulent one.'],
        [
          'At least four years after the tax becomes due or is paid, whichever is later, for employment tax records.',
        ],
      ],
    },
    {
      p: [
        'Records about property, such as equipment, vehicles or a building, follow a different clock: keep them until the period of limitations runs out for the year in which you sell or otherwise dispose of the property, because you need them to work out depreciation and any gain or loss.',
      ],
    },
    { h: 2, text: 'What counts as a record' },
    {
      p: [
        'The IRS’s ',
        linkTo('irsRecordkeeping', 'recordkeeping guidance'),
        ' and ',
        linkTo('irsPub583', 'Publication 583'),
        ' describe the supporting documents a business should keep, such as sales records, deposit records, invoices, receipts, canceled checks, account statements and records of assets. A bank statement shows that money moved; the receipt or invoice shows what it was for.',
      ],
    },
    { h: 2, text: 'A simple plan for your LLC' },
    {
      list: [
        [
          'Permanently: articles of organization, the operating agreement and amendments, EIN confirmation, state filings, and major contracts. These are the LLC’s identity documents.',
        ],
        [
          'At least seven years: tax returns and the records that support them. Seven years covers most of the IRS timeframes above with a margin, and many owners keep returns themselves even longer.',
        ],
        [
          'Until at least seven years after you dispose of an asset: its purchase records and depreciation history.',
        ],
        [
          'Payroll records: at least four years under the IRS rule, and longer if other federal or state employment laws require it.',
        ],
      ],
    },
    {
      note: [
        'Other rules may ask for longer. Lenders, insurers, your state tax agency and employment laws can set their own periods, so check before you shred anything.',
      ],
    },
    { h: 2, text: 'Paper or digital?' },
    {
      p: [
        'Digital records are generally fine if they are complete, legible and can be retrieved when needed. Scan or photograph receipts when you get them, store them in folders by year, and back them up somewhere other than your laptop. Faded thermal receipts are a common casualty, which is one more reason to capture them the day you get them.',
      ],
    },
    {
      p: [
        'When records reach the end of their retention period, dispose of them securely: shred paper that shows account numbers, taxpayer identification numbers or employee details, and delete digital copies from backups too.',
      ],
    },
  ],
  sources: sourcesOf('irsKeepRecords', 'irsRecordkeeping', 'irsPub583'),
};
