import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'fdic-insurance-and-your-business-account',
  name: 'How FDIC insurance covers your LLC’s bank account',
  metaDescription:
    'How deposit insurance applies to business accounts: the $250,000 standard amount, why it is separate from your personal accounts, and fintech caveats.',
  featuredImageAltText:
    'The front door of a community bank with an FDIC member sign, photographed from the sidewalk.',
  tags: ['Banking', 'Risk Management'],
  publishDate: '2026-08-04',
  body: [
    {
      p: [
        'Most owners never think about deposit insurance until a bank makes the news. It is worth five minutes now, especially as your business balance grows. The ',
        linkTo('fdicDepositInsurance', 'FDIC'),
        ' insures deposits at member banks, and the ',
        linkTo('ncuaShareInsurance', 'NCUA'),
        ' provides equivalent share insurance at federally insured credit unions.',
      ],
    },
    { h: 2, text: 'The basics' },
    {
      list: [
        [
          'The standard insurance amount is $250,000 per depositor, per insured bank, for each account ownership category.',
        ],
        [
          'It covers deposit products such as checking, savings, money market deposit accounts and certificates of deposit. It doesn’t cover investments such as stocks, bonds, mutual funds or crypto assets, even if you bought them through a bank.',
        ],
        ['It protects you if the insured bank fails. You don’t apply for it; it is automatic.'],
      ],
    },
    { h: 2, text: 'Business accounts are insured separately' },
    {
      p: [
        'The FDIC’s guide to ',
        linkTo('fdicBusinessBasics', 'deposit insurance for businesses'),
        ' explains that deposits of a corporation, partnership or unincorporated association are insured up to $250,000 in total at each bank, separately from the personal accounts of the owners. To qualify, the business must be engaged in an “independent activity”, meaning it exists for some purpose other than increasing insurance coverage.',
      ],
    },
    {
      p: [
        'Two details follow from that. First, the number of owners or signers doesn’t multiply the coverage: a business has one $250,000 limit at a bank, not one per member. Second, several accounts for the same business at the same bank, such as operating, payroll and tax savings accounts, are added together. How coverage applies to your particular LLC depends on how it is organized and titled, so ask your bank, or the FDIC directly, if your balances approach the limit.',
      ],
    },
    { h: 2, text: 'If your balance grows past the limit' },
    {
      list: [
        ['Keep some funds at a second insured bank; each bank has its own limit.'],
        [
          'Ask your bank about products designed to spread large balances across several insured banks, and read how they work before you rely on them.',
        ],
        ['Don’t keep far more cash than the business needs in one place without a plan.'],
      ],
    },
    { h: 2, text: 'Online business accounts and apps' },
    {
      p: [
        'Many business “banking” apps are technology companies, not banks. They hold your money at one or more partner banks. Deposit insurance can apply to your money at those banks, but it protects you if an insured bank fails, not if the app company itself fails or makes a record-keeping mistake. Before you open an account, find out which bank holds your deposits and read the app’s disclosures about insurance.',
      ],
    },
    {
      note: [
        'Look for the official FDIC sign or the NCUA sign at your institution, and be wary of anyone who claims a product is “FDIC insured” without naming the insured bank.',
      ],
    },
    { h: 2, text: 'A quick check' },
    {
      p: [
        'Confirm your bank or credit union is insured, note your total business balance at each one, and review it whenever you receive a large payment or build up a tax reserve. It is a small habit that removes a risk you would rather never think about.',
      ],
    },
  ],
  sources: sourcesOf('fdicDepositInsurance', 'ncuaShareInsurance', 'fdicBusinessBasics'),
};
