import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'bookkeeping-basics',
  name: 'Bookkeeping basics for a new LLC',
  description:
    'A simple weekly and monthly routine for recording income and expenses, keeping the right receipts, and arriving at tax time with books you can trust.',
  category: 'Banking & Finance',
  publishDate: '2026-06-17',
  body: [
    {
      p: [
        'Bookkeeping is the habit of writing down, in an organized way, every dollar that comes into and goes out of your business. It isn’t only for the IRS. Good records tell you whether you are making money, which clients and products are worth your time, and how much to set aside for taxes. The IRS’s ',
        linkTo('irsRecordkeeping', 'recordkeeping page'),
        ' makes the same point: records help you monitor your progress, prepare financial statements and tax returns, and support what you report.',
      ],
    },
    {
      p: [
        'You don’t need an accounting degree to do it well. You need a separate bank account, a simple system, and a routine you actually keep.',
      ],
    },
    { h: 2, text: 'Choose your tools' },
    {
      p: [
        'A spreadsheet can work for a business with a handful of transactions a month. Once you have regular sales, several expense types or a contractor or two, accounting software usually saves time: it imports bank and card transactions, suggests categories, produces reports and keeps receipts attached to the entries they support. Whatever you choose, use it only for the business.',
      ],
    },
    { h: 2, text: 'Pick an accounting method' },
    {
      p: [
        'Most new small businesses use the cash method: you record income when you receive it and expenses when you pay them. The accrual method records income when you earn it and expenses when you incur them, whether or not money has moved. ',
        linkTo('irsPub583', 'IRS Publication 583'),
        ' explains both. Some businesses, for example some that carry inventory or grow past certain sizes, have rules about which method they may use, so ask your tax professional before you choose if either applies to you.',
      ],
    },
    { h: 2, text: 'Set up your categories' },
    {
      p: [
        'Your chart of accounts is the list of categories you sort transactions into. Keep it short and match it to the tax return your LLC files, so that year-end is a matter of adding up, not re-sorting. A single-member LLC taxed by default reports on its owner’s Schedule C; a multi-member LLC files a partnership return. A starting list might look like this:',
      ],
    },
    {
      list: [
        ['Income: sales or fees, by main product or service line if that helps you.'],
        [
          'Expenses: advertising, contract labor, insurance, legal and professional fees, office expenses, rent, software and subscriptions, supplies, travel, meals, utilities, vehicle costs.',
        ],
        [
          'Owner’s equity: contributions (money you put in) and draws or distributions (money you take out). These are not income or expenses.',
        ],
        ['Liabilities: credit card balances, loans, sales tax you’ve collected but not yet paid.'],
      ],
    },
    { h: 2, text: 'Your routine' },
    {
      steps: [
        {
          title: 'Keep business money in business accounts',
          body: [
            'Every sale is deposited to the business account and every business expense is paid from it or from a business card. This one habit prevents most bookkeeping headaches.',
          ],
        },
        {
          title: 'Capture receipts as you go',
          body: [
            'Photograph or forward each receipt the day you get it and attach it to the transaction. The IRS lists the kinds of documents that support your records, such as invoices, receipts, deposit records, canceled checks and account statements; a bank statement shows that money moved, but a receipt shows what it paid for.',
          ],
        },
        {
          title: 'Categorize transactions every week',
          body: [
            'Set aside half an hour each week to review new transactions and assign each one a category. Add a short note to anything unusual.',
          ],
        },
        {
          title: 'Record owner money correctly',
          body: [
            'When you put money in, record a contribution; when you take money out, record a draw or distribution. Neither is an expense, and confusing them distorts your profit.',
          ],
        },
        {
          title: 'Reconcile every month',
          body: [
            'Compare your books with each bank and card statement and make sure the ending balances match. Investigate differences now, while they are small and recent.',
          ],
        },
        {
          title: 'Read your reports monthly',
          body: [
            'Look at your profit and loss statement and your balance sheet. Are sales growing? Is one expense creeping up? Then move your tax set-aside to a separate savings account based on the month’s profit.',
          ],
        },
        {
          title: 'Close the year carefully',
          body: [
            'At year-end, check that every account is reconciled, list equipment you bought, collect the Forms W-9 you need for any Forms 1099, and give your tax preparer a clean set of reports.',
          ],
        },
      ],
    },
    { h: 2, text: 'Records that need extra care' },
    {
      list: [
        [
          'Vehicle use: if you deduct business driving, keep a log of dates, destinations, purposes and miles as you go. Rebuilding it months later is hard and less convincing.',
        ],
        [
          'Equipment and other assets: keep the purchase date, cost and receipt. These matter for depreciation and when you later sell or dispose of the asset.',
        ],
        [
          'Payroll: once you have employees, payroll records have their own retention rules; the IRS asks you to keep employment tax records for at least four years.',
        ],
        [
          'Sales tax: if you collect it, keep records of taxable and exempt sales and any exemption or resale certificates.',
        ],
      ],
    },
    { h: 2, text: 'How long to keep it all' },
    {
      p: [
        'The IRS explains ',
        linkTo('irsKeepRecords', 'how long to keep records'),
        '. The general rule is to keep records that support a return for three years from the date you filed it, but several situations call for longer, such as employment tax records (at least four years) and records for property, which you keep until the period for the year you dispose of the property has passed. Many owners simply keep everything for seven years to be safe, and keep formation documents and the operating agreement permanently.',
      ],
    },
    { h: 2, text: 'When to get help' },
    {
      p: [
        'A bookkeeper can take over the weekly and monthly routine once it eats into time you’d rather spend on the business. A CPA or enrolled agent is the right person for tax returns, tax planning and questions about accounting methods or elections. Many owners use both. If you want free help getting started, the SBA’s ',
        linkTo('sbaLocalAssistance', 'local assistance'),
        ' network includes Small Business Development Centers and volunteer mentors.',
      ],
    },
    notAdviceNote(
      'If you have inventory, employees, sales in several states or income that swings a lot during the year, talk to a CPA about your accounting method and records before tax season, not after it.',
    ),
  ],
  sources: sourcesOf('irsRecordkeeping', 'irsPub583', 'irsKeepRecords', 'sbaLocalAssistance'),
};
