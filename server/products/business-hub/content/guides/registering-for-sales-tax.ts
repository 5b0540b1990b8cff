import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'registering-for-sales-tax',
  name: 'Registering for sales tax: getting your seller’s permit',
  description:
    'How to tell whether your LLC has to collect sales tax, how to register with your state before your first taxable sale, and what collecting and filing look like afterwards.',
  category: 'Taxes',
  publishDate: '2026-06-24',
  body: [
    {
      p: [
        'There is no federal sales tax in the United States. Sales tax is set by states, and often by cities, counties and special districts too. Most states have one, and each runs its own registration. The document you get goes by many names: seller’s permit, sales tax permit or license, certificate of authority, or simply a sales tax account. Whatever it’s called, it comes from the state’s tax agency (a department of revenue, taxation or finance, or a comptroller), not from the office where you formed your LLC. The SBA’s pages on ',
        linkTo('sbaTaxIds', 'state tax IDs'),
        ' and on ',
        linkTo('sbaPayTaxes', 'paying taxes'),
        ' give the overview.',
      ],
    },
    { h: 2, text: 'Do you need to register?' },
    {
      p: [
        'Two questions decide it: what you sell, and where you have a taxable connection (“nexus”).',
      ],
    },
    {
      list: [
        [
          'What you sell: most states tax sales of physical goods, with exemptions that vary (groceries and prescription drugs are common ones). Services and digital products are taxed in some states and not others.',
        ],
        [
          'Physical presence: a store, office, warehouse, inventory, employees or regular in-person sales in a state generally create nexus there.',
        ],
        [
          'Economic presence: since the Supreme Court’s decision in ',
          linkTo('wayfair', 'South Dakota v. Wayfair'),
          ' in 2018, states may require out-of-state sellers to collect their tax once sales into the state pass a threshold the state sets. Thresholds and how they are measured differ from state to state.',
        ],
        [
          'Marketplaces: most states now require large online marketplaces to collect tax on sales made through them. That may cover your marketplace sales, but not sales through your own website or in person.',
        ],
      ],
    },
    {
      note: [
        'Don’t charge customers sales tax before you’re registered. Tax you collect belongs to the state, and it has to reach the state through a registered account. Register first, then turn on collection.',
      ],
    },
    { h: 2, text: 'Registering, step by step' },
    {
      steps: [
        {
          title: 'Map what you sell and where',
          body: [
            'List your products and services, how you sell them (in person, your website, marketplaces, events) and the states your customers are in. This map tells you which states to look at.',
          ],
        },
        {
          title: 'Check taxability and nexus with each state',
          body: [
            'Read the state tax agency’s pages for sellers: what it taxes, whether you have nexus, and any remote-seller threshold. If you can’t find the agency, use the ',
            linkTo('usaGovAgencies', 'USA.gov agency index'),
            ' or your state’s official website, not a search ad.',
          ],
        },
        {
          title: 'Gather what the application asks for',
          body: [
            'Usually: the LLC’s legal name and any trade name, EIN, formation state and date, business address and locations, a description of what you sell, the date you’ll start taxable sales, an estimate of sales, and the names, addresses and often Social Security numbers of the members or managers.',
          ],
        },
        {
          title: 'Apply on the state’s own website',
          body: [
            'Most states take applications online. Some issue the permit at no cost; others charge a fee or ask for a security deposit. The state’s site tells you which, and you never need a private service to apply for you.',
          ],
        },
        {
          title: 'Note your filing frequency and due dates',
          body: [
            'The state assigns a schedule, often monthly, quarterly or annually depending on how much tax you collect. Put every due date on your calendar. Many states expect a return for each period even when you made no taxable sales.',
          ],
        },
        {
          title: 'Set up collection at checkout',
          body: [
            'Rates depend on where the sale is made or delivered, and local rates add to the state rate. Configure your point-of-sale system or online store with the right rates, or use the address-based lookup tools many states provide.',
          ],
        },
        {
          title: 'Keep the paperwork for exempt sales',
          body: [
            'When a customer buys for resale or is exempt, collect and keep the certificate the state requires. In most states you can also give suppliers a resale certificate so you don’t pay tax on inventory you’ll resell.',
          ],
        },
        {
          title: 'File and pay on time, every period',
          body: [
            'Keep the tax you collect in a separate account so it is never spent by accident, and file each return by its due date. Late returns usually bring penalties and interest.',
          ],
        },
      ],
    },
    { h: 2, text: 'Don’t forget use tax' },
    {
      p: [
        'Use tax is sales tax’s companion. If your business buys taxable items for its own use without paying sales tax, for example from an out-of-state seller that didn’t charge it, you may owe use tax to your state on those purchases. Many states collect it on the same return as sales tax.',
      ],
    },
    { h: 2, text: 'If you’ve already been selling' },
    {
      p: [
        'If you realize you should have registered months ago, don’t just start collecting quietly and hope the past goes unnoticed. Many states run voluntary disclosure programs for businesses that come forward on their own, which can reduce penalties. A CPA can often approach the state for you before you give your name, so you know the terms first.',
      ],
    },
    { h: 2, text: 'Keeping your permit in order' },
    {
      list: [
        ['Display the permit at your place of business if your state requires it.'],
        ['Tell the state when your address, ownership or business activities change.'],
        ['Renew it if your state’s permits expire.'],
        [
          'Close the account when you stop selling in a state, so you aren’t billed for missing returns.',
        ],
      ],
    },
    {
      p: [
        'Sales tax is a good candidate for professional help once you sell in several states or sell services and digital products, because the rules diverge quickly. Keep your records for each state separately: taxable sales, exempt sales with their certificates, and the returns you filed.',
      ],
    },
    notAdviceNote(
      'If you sell online into several states, sell services or digital goods, or aren’t sure whether you have nexus somewhere, talk to a CPA who works with sales tax before you start collecting, and contact the state’s tax agency directly with questions about its rules.',
    ),
  ],
  sources: sourcesOf('sbaTaxIds', 'sbaPayTaxes', 'wayfair', 'usaGovAgencies'),
};
