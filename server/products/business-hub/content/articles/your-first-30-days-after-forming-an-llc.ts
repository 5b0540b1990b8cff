import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'your-first-30-days-after-forming-an-llc',
  name: 'Your first 30 days after forming an LLC',
  metaDescription:
    'Your LLC is approved. Here is what to do in the first month: EIN, bank account, operating agreement, licenses, taxes and a compliance calendar.',
  featuredImageAltText:
    'A new business owner at a kitchen table ticking items off a printed checklist beside a laptop and a stamped state filing.',
  tags: ['Getting Started', 'Checklists', 'LLC Basics'],
  publishDate: '2026-06-02',
  body: [
    {
      p: [
        'Congratulations: the state has approved your LLC. The company now exists, but a few important pieces aren’t in place yet. Here is a practical order for the first month, so that when your first customer pays, the money lands in the right place and the paperwork is already behind you.',
      ],
    },
    { h: 2, text: 'Week 1: the essentials' },
    {
      list: [
        [
          'Save your approved articles of organization and the state’s confirmation in one folder, paper and digital. You’ll be asked for them again and again.',
        ],
        [
          'Get your EIN. The IRS issues it ',
          linkTo('irsEinOnline', 'free through its online application'),
          '. Be wary of websites that charge for this.',
        ],
        [
          'Sign an operating agreement. Even if you are the only member, a written agreement records how the LLC is run and who may act for it. Banks often ask for it.',
        ],
      ],
    },
    { h: 2, text: 'Week 2: money' },
    {
      list: [
        [
          'Open a business bank account in the LLC’s exact legal name, using the EIN. The ',
          linkTo('sbaBankAccount', 'SBA'),
          ' counts this among the first steps after forming a business.',
        ],
        [
          'Make your first deposit as a recorded capital contribution, and from now on run every business dollar through the account.',
        ],
        [
          'Choose a bookkeeping system, even a simple spreadsheet, and start categorizing transactions from day one.',
        ],
      ],
    },
    { h: 2, text: 'Week 3: permission to operate' },
    {
      list: [
        [
          'Find out which licenses and permits you need. Forming an LLC doesn’t license your activity; the ',
          linkTo('sbaLicenses', 'SBA explains'),
          ' that requirements can come from federal, state and local agencies.',
        ],
        [
          'If you sell taxable goods, register for sales tax with your state’s tax agency before your first taxable sale.',
        ],
        ['Check your lease, zoning and any homeowners’ association rules if you work from home.'],
        [
          'Talk to an insurance agent about the risks your business faces. General liability and, if you give advice or professional services, professional liability are common starting points.',
        ],
      ],
    },
    { h: 2, text: 'Week 4: taxes and deadlines' },
    {
      list: [
        [
          'Learn how your LLC is taxed. By default, a single-member LLC is taxed like a sole proprietorship and a multi-member LLC like a partnership, as the ',
          linkTo('irsLlc', 'IRS explains'),
          '. Don’t elect a different treatment without advice.',
        ],
        [
          'Plan for ',
          linkTo('irsEstimatedTaxes', 'estimated tax payments'),
          '. Nothing is withheld from your profit, so most owners pay federal tax in four installments a year.',
        ],
        ['Open a separate savings account for taxes and move a share of every payment into it.'],
        [
          'Review your Compliance Calendar: your state’s annual report, any state tax, and license renewals, with reminders set well ahead of each date.',
        ],
      ],
    },
    { h: 2, text: 'One more thing: the mail' },
    {
      p: [
        'Your LLC’s details are now public, and official-looking letters will follow. Some offer certificates of good standing, “annual minutes” or filing services at many times the state’s fee. Before you pay anything, check it against the state’s own website. Our guide on spotting compliance-letter scams shows what to look for.',
      ],
    },
    { h: 2, text: 'You don’t have to do it alone' },
    {
      p: [
        'A CPA can help with your tax setup and estimated payments, and a business attorney can review your operating agreement and contracts. The SBA’s ',
        linkTo('sbaLocalAssistance', 'local assistance'),
        ' network, including Small Business Development Centers, offers free or low-cost advice. Thirty days of careful setup will save you many more days of cleanup later.',
      ],
    },
  ],
  sources: sourcesOf(
    'irsEinOnline',
    'sbaBankAccount',
    'sbaLicenses',
    'irsLlc',
    'irsEstimatedTaxes',
    'sbaLocalAssistance',
  ),
};
