import { STATE_DATA_CREDIT } from '../../../../../src/domain/state-facts/dataset-credit';
import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'keeping-your-llc-in-good-standing',
  name: 'Keeping your LLC in good standing',
  description:
    'The recurring state filings and payments that keep your LLC active — annual reports, a registered agent, and franchise or other state taxes — and what to do if one is missed.',
  category: 'Compliance',
  publishDate: '2026-06-10',
  body: [
    {
      p: [
        'Forming your LLC was a one-time filing, but keeping it active is ongoing. “Good standing” means the state’s records show your LLC is up to date on the filings and fees it owes. It is what a lender, landlord or large client checks when they ask for a certificate of good standing, and it is what you need to register the LLC in another state.',
      ],
    },
    {
      p: [
        'When an LLC falls out of good standing, the consequences build up: late fees and penalties first, then, in many states, administrative dissolution or forfeiture if the problem isn’t fixed. A dissolved LLC can lose the use of its name, and its owners can lose the protection they formed it to get. Most of this is avoidable with a calendar and a few minutes a year.',
      ],
    },
    { h: 2, text: 'The three things every state watches' },
    { h: 3, text: '1. Your annual or biennial report' },
    {
      p: [
        'Most states require a periodic report that confirms or updates the LLC’s basic information, such as its address, managers and registered agent, usually with a fee. Some states want it every year, some every two years, and a few don’t require one from LLCs at all. Due dates follow different patterns: a fixed date for everyone, the end of the month in which the LLC was formed, or a window of several months.',
      ],
    },
    { h: 3, text: '2. A registered agent' },
    {
      p: [
        'Every state requires an LLC to keep a registered agent with a street address in the state, available during business hours to receive legal papers and official notices. If the agent resigns or moves and the state’s record isn’t updated, the LLC can fall out of good standing, and you may miss a lawsuit or a tax notice. The ',
        linkTo('sbaRegister', 'SBA’s registration guide'),
        ' explains the role, and our guide on choosing a registered agent covers the options.',
      ],
    },
    { h: 3, text: '3. State taxes and fees beyond the report' },
    {
      p: [
        'Some states charge LLCs a franchise tax, privilege tax or flat annual tax, often collected by the tax agency rather than the office that takes your report. These are easy to miss because they may arrive from a different agency, on a different date, even when the LLC made no money.',
      ],
    },
    { h: 2, text: 'Four examples of how different states are' },
    {
      p: [
        'To show how much the rules vary, here is what four states publish for LLCs. These are examples, not a full list: check your own state before relying on any figure.',
      ],
    },
    {
      list: [
        [
          'Florida: the annual report is due May 1 and the fee is $138.75, according to the ',
          linkTo('flLlcFees', 'Florida Division of Corporations'),
          '.',
        ],
        [
          'California: the Secretary of State’s Statement of Information is filed every two years, by the last day of the month in which the LLC was formed, for a $20 fee (',
          linkTo('caLlcForms', 'California Secretary of State'),
          '). Separately, every LLC doing business or organized in California pays the Franchise Tax Board an $800 annual tax, even in a year with no business, until the LLC is canceled (',
          linkTo('caFtbLlc', 'Franchise Tax Board'),
          ').',
        ],
        [
          'Delaware: LLCs file no annual report, but every Delaware LLC pays a $400 annual tax, due on or before June 1 (',
          linkTo('deLlcTax', 'Delaware Division of Corporations'),
          ').',
        ],
        [
          'Texas: the franchise tax report is due May 15. For the 2026 and 2027 report years, an LLC with annualized total revenue at or below the $2,650,000 no-tax-due threshold owes no franchise tax and files no tax report, but it still files a Public Information Report or Ownership Information Report (',
          linkTo('txFranchiseTax', 'Texas Comptroller'),
          ').',
        ],
      ],
    },
    {
      p: [
        `Source: ${STATE_DATA_CREDIT}. The Florida and California Secretary of State figures were last verified by the dataset on 2026-07-17; the California, Delaware and Texas tax figures on 2026-08-07. Fees and dates change, so confirm them on the state’s own page.`,
      ],
    },
    {
      note: [
        'Your Compliance Calendar shows your state’s annual report and tax dates for your LLC. For anything it doesn’t cover, such as a foreign registration in another state, check that state’s page directly.',
      ],
    },
    { h: 2, text: 'A yearly routine' },
    {
      steps: [
        {
          title: 'Find your state’s requirements',
          body: [
            'Note which report your state requires, how often, when it’s due and what it costs, and whether the state charges a separate annual tax. Your Compliance Calendar and the state’s business filing website are the places to look.',
          ],
        },
        {
          title: 'Put every date on your calendar',
          body: [
            'Add reminders a month and a week before each due date. States usually send reminders, but they go to your registered agent or address on file, and a missed letter isn’t an excuse.',
          ],
        },
        {
          title: 'File directly with the state',
          body: [
            'File your report on the state’s official website and pay the state’s fee. Letters from private companies offering to file for several times the fee are solicitations, not bills.',
          ],
        },
        {
          title: 'Keep your registered agent and addresses current',
          body: [
            'If your agent, principal address, members or managers change, update the state’s record, either with a separate filing or on your next report, depending on the state.',
          ],
        },
        {
          title: 'Pay state taxes on time',
          body: [
            'File any franchise or annual tax returns and payments by their own due dates, with the agency that collects them.',
          ],
        },
        {
          title: 'Check your status once a year',
          body: [
            'Look up your LLC on the state’s business entity search after you file, and confirm it shows as active or in good standing.',
          ],
        },
      ],
    },
    { h: 2, text: 'If you’ve fallen behind' },
    {
      p: [
        'Act quickly. Most states let you cure a missed report by filing it with the late fee, and most let a dissolved or forfeited LLC apply for reinstatement by filing the missing reports, paying what’s owed and submitting a reinstatement form. The longer you wait, the more penalties build and the greater the risk that someone else takes your name. Start with your state’s business filing office, and involve your tax agency if taxes are involved.',
      ],
    },
    { h: 2, text: 'Registered in more than one state?' },
    {
      p: [
        'If your LLC is registered to do business in another state as a foreign LLC, that state has its own report, agent and tax requirements, and you must keep up with each one separately.',
      ],
    },
    notAdviceNote(
      'If your LLC has been dissolved or forfeited, owes back taxes, or is registered in several states, talk to a business attorney or a CPA about reinstatement and what you owe before you file anything.',
    ),
  ],
  sources: sourcesOf(
    'sbaRegister',
    'flLlcFees',
    'caLlcForms',
    'caFtbLlc',
    'deLlcTax',
    'txFranchiseTax',
  ),
};
