import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'why-your-llc-needs-an-operating-agreement',
  name: 'Why your LLC needs an operating agreement, even with one member',
  metaDescription:
    'An operating agreement sets out how your LLC is owned and run. Here is why even a one-person LLC should have one, and what it usually covers.',
  featuredImageAltText:
    'A printed operating agreement with signature lines, a pen and a company seal on a wooden desk.',
  tags: ['LLC Basics', 'Legal Basics', 'Compliance'],
  publishDate: '2026-06-16',
  body: [
    {
      p: [
        'Your articles of organization told the state that your LLC exists. Your operating agreement says how it works: who owns it, who runs it, how money comes in and goes out, and what happens when something changes. Many states don’t require you to file one, and some don’t require you to have one at all. You should still have one.',
      ],
    },
    { h: 2, text: 'Why it matters, even for one member' },
    {
      list: [
        [
          'It shows the LLC is a real, separate company. When an owner is asked to prove that the business is run as a business, a signed agreement that the owner actually follows is good evidence.',
        ],
        [
          'Banks and lenders ask for it. The ',
          linkTo('sbaBankAccount', 'SBA’s guide to opening a business bank account'),
          ' lists ownership agreements among the documents you may need, and for a multi-member LLC the bank will want to see who may sign.',
        ],
        [
          'It replaces default rules you didn’t choose. Without an agreement, your state’s LLC law fills the gaps, and its defaults may not match what you intended.',
        ],
        [
          'It plans for the unexpected. If you become ill or die, the agreement can say who may step in to run the business or wind it up, which matters a great deal to your family.',
        ],
      ],
    },
    { h: 2, text: 'What an operating agreement usually covers' },
    {
      list: [
        ['Members and ownership: who owns what percentage, and what each member contributed.'],
        [
          'Management: whether the LLC is run by its members or by one or more managers, and what decisions need a vote or everyone’s consent.',
        ],
        [
          'Money: how profits and losses are allocated, when distributions are made, and whether any member receives guaranteed payments for their work.',
        ],
        [
          'Tax matters: how the LLC is taxed and who handles its returns, including who deals with the IRS for a multi-member LLC.',
        ],
        [
          'Changes: how new members are admitted, how a member can leave or sell their interest, and how the departing member’s share is valued.',
        ],
        ['The end: how the LLC is dissolved and its assets divided.'],
      ],
    },
    { h: 2, text: 'Multi-member LLCs: avoid the hard conversation later' },
    {
      p: [
        'Co-owners usually start out agreeing on everything. The agreement is for the day you don’t: when one member wants to leave, when one works full time and the other doesn’t, when the business needs more money, or when someone wants to sell. Writing down the answers while everyone gets along is much easier than negotiating them during a dispute.',
      ],
    },
    {
      note: [
        'An agreement helps only if you follow it. If it says big decisions need written consent, put them in writing. If it sets how distributions are made, make them that way.',
      ],
    },
    { h: 2, text: 'Keeping it current' },
    {
      p: [
        'Review the agreement when something important changes: a new member, a change in ownership percentages, a tax election, or a new way of paying members. Sign an amendment rather than relying on an email thread, and keep every signed version with your formation documents. Some changes, such as a new name or a change of managers, may also need a filing with the state.',
      ],
    },
    {
      p: [
        'Templates are a reasonable starting point for a simple single-member LLC. For a multi-member LLC, or any agreement that deals with unequal contributions, buyouts or special tax allocations, have a business attorney draft or review it, and ask your CPA to check the tax provisions. The ',
        linkTo('sbaChooseStructure', 'SBA’s overview of business structures'),
        ' is a useful refresher on what your LLC is designed to do.',
      ],
    },
  ],
  sources: sourcesOf('sbaBankAccount', 'sbaChooseStructure'),
};
