import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'how-the-irs-taxes-your-llc-by-default',
  name: 'How the IRS taxes your LLC by default',
  metaDescription:
    'An LLC isn’t a tax category. Here is how the IRS classifies single- and multi-member LLCs by default, and what changes if you elect otherwise.',
  featuredImageAltText:
    'Two federal tax forms side by side on a desk, one for a sole proprietor and one for a partnership, with a calculator and coffee cup.',
  tags: ['Taxes', 'LLC Basics'],
  publishDate: '2026-06-09',
  body: [
    {
      p: [
        'Here is something that surprises many new owners: for federal income tax, there is no such thing as an “LLC tax return”. An LLC is a creature of state law. The IRS fits each LLC into one of its existing categories, and which one depends on how many members the LLC has and whether it has filed an election. The ',
        linkTo('irsLlc', 'IRS’s LLC page'),
        ' sets out the rules.',
      ],
    },
    { h: 2, text: 'One member: a “disregarded entity”' },
    {
      p: [
        'If your LLC has a single member and you haven’t elected otherwise, the IRS disregards the LLC as separate from you for income tax. For an individual owner, that means the business is taxed like a sole proprietorship: its income and expenses go on Schedule C of your own Form 1040, and its profit is subject to income tax and self-employment tax on your return.',
      ],
    },
    {
      p: [
        '“Disregarded” applies to federal income tax only. The ',
        linkTo('irsSingleMemberLlc', 'IRS treats a single-member LLC as a separate entity'),
        ' for employment taxes and certain excise taxes, which is one reason it will need an EIN once it hires. And under state law, your LLC is still a separate legal person with its own limited liability.',
      ],
    },
    { h: 2, text: 'Two or more members: a partnership' },
    {
      p: [
        'An LLC with two or more members is taxed as a partnership by default. The LLC files an information return, ',
        linkTo('irsForm1065', 'Form 1065'),
        ', and gives each member a Schedule K-1 showing their share of income, deductions and credits. The partnership itself generally pays no federal income tax; each member reports their share on their own return, whether or not the money was distributed.',
      ],
    },
    {
      note: [
        'Married couples are a special case. In community property states, a couple who own an LLC together may be able to choose to treat it as a disregarded entity or a partnership. Ask a tax professional before you choose.',
      ],
    },
    { h: 2, text: 'Changing the default: elections' },
    {
      p: [
        'An LLC can choose to be taxed as a corporation instead, by filing ',
        linkTo('irsForm8832', 'Form 8832'),
        ', or as an S corporation, by filing ',
        linkTo('irsForm2553', 'Form 2553'),
        '. An LLC that wants S corporation status generally files Form 2553 only; it doesn’t also need Form 8832. These elections change how profit is taxed and how you pay yourself, and they come with deadlines and extra filings, so they are decisions to make with a CPA rather than on instinct.',
      ],
    },
    { h: 2, text: 'What it means for you day to day' },
    {
      list: [
        [
          'If you’re a single-member LLC taxed by default, you don’t run payroll for yourself. You take owner’s draws and pay tax on the profit through estimated payments.',
        ],
        [
          'If your LLC is a partnership, someone has to prepare Form 1065 and the K-1s every year, and members pay their own tax on their shares.',
        ],
        [
          'Whatever the classification, keep the LLC’s money separate and its books current. The tax forms are only as good as the records behind them.',
        ],
      ],
    },
    { h: 2, text: 'And your state?' },
    {
      p: [
        'Most states follow the federal classification for income tax, but some add their own LLC taxes or fees whatever the federal treatment. Your Compliance Calendar lists the state filings Charter knows about for your LLC, and your state tax agency’s website has the details.',
      ],
    },
    {
      p: [
        'Knowing your classification is the first step to getting everything else right: which return to file, how to pay yourself and how to estimate your tax. If you aren’t sure which one applies to your LLC, check whether you or anyone else filed Form 8832 or 2553. If nobody did, the default applies.',
      ],
    },
  ],
  sources: sourcesOf('irsLlc', 'irsSingleMemberLlc', 'irsForm1065', 'irsForm8832', 'irsForm2553'),
};
