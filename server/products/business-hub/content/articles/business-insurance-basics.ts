import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'business-insurance-basics',
  name: 'Business insurance basics for a new LLC',
  metaDescription:
    'Your LLC limits your personal liability; insurance protects the business. The common policies, which ones can be required, and how to shop for them.',
  featuredImageAltText:
    'An insurance agent and a small business owner reviewing a policy summary together at a café table.',
  tags: ['Insurance', 'Risk Management', 'Getting Started'],
  publishDate: '2026-08-25',
  body: [
    {
      p: [
        'Forming an LLC generally keeps the business’s debts and legal claims away from your personal assets. It doesn’t protect the business itself. If a customer is injured, a client claims your advice cost them money, or a fire destroys your equipment, the LLC has to pay, and a single large claim can end a young business. That is the job of insurance. The SBA’s page on ',
        linkTo('sbaInsurance', 'business insurance'),
        ' is a good overview; here is how to think about it.',
      ],
    },
    { h: 2, text: 'The common types' },
    {
      list: [
        [
          'General liability: claims that your business caused bodily injury or property damage to others, such as a customer slipping in your shop, plus some advertising injury claims.',
        ],
        [
          'Professional liability (errors and omissions): claims that your professional advice or services caused a client financial loss. Important for consultants, designers, accountants and other service businesses.',
        ],
        [
          'Commercial property: your equipment, inventory, furniture and premises against fire, theft and other covered damage.',
        ],
        [
          'A business owner’s policy (BOP): a package, often general liability plus property, offered to many small businesses at a lower price than buying each separately.',
        ],
        [
          'Commercial auto: vehicles the business owns, or used mainly for business. Personal auto policies may exclude business use.',
        ],
        ['Workers’ compensation: injuries and illnesses employees suffer at work.'],
        [
          'Cyber liability: costs of a data breach or cyberattack, if you hold customers’ personal or payment data.',
        ],
      ],
    },
    { h: 2, text: 'What can be required' },
    {
      list: [
        [
          'Workers’ compensation: nearly every state requires it once you have employees, with details that vary by state. The ',
          linkTo('dolWorkersComp', 'Department of Labor'),
          ' links to each state’s program.',
        ],
        [
          'Unemployment insurance, and in some states disability insurance, are required for employers and handled through state programs.',
        ],
        ['Commercial auto insurance for vehicles registered to the business.'],
        [
          'Contracts and leases: landlords, large clients and licensing agencies often require specific coverage and ask for a certificate of insurance naming them.',
        ],
      ],
    },
    { h: 2, text: 'Working from home?' },
    {
      p: [
        'A homeowners or renters policy often covers little or no business property and excludes business liability. Ask your insurer what is covered, and whether a home business endorsement or a separate policy is needed. Don’t assume.',
      ],
    },
    { h: 2, text: 'Shopping for coverage' },
    {
      list: [
        [
          'List your risks first: who visits you, what you could damage, what advice you give, what you own, and what data you hold.',
        ],
        [
          'Talk to an independent agent or broker who can compare several insurers, and check that the agent is licensed in your state.',
        ],
        [
          'Compare limits, deductibles and exclusions, not just premiums. A cheap policy that excludes your main risk is no bargain.',
        ],
        [
          'Ask whether the policy covers claims made during the policy period or incidents that happened during it; professional liability policies often differ from general liability on this point.',
        ],
        [
          'Review coverage every year and whenever you hire, lease space, buy equipment or add services.',
        ],
      ],
    },
    {
      note: [
        'Insurance and an LLC work together: the LLC separates business liabilities from your personal assets, and insurance pays covered claims so the business can survive them.',
      ],
    },
  ],
  sources: sourcesOf('sbaInsurance', 'dolWorkersComp'),
};
