import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'paying-yourself-from-your-llc',
  name: 'Paying yourself from your LLC: draws, guaranteed payments and S corporation salary',
  description:
    'How LLC owners take money out of the business under each way an LLC can be taxed, what each method means for your taxes, and when to bring in a CPA.',
  category: 'Taxes',
  publishDate: '2026-07-08',
  body: [
    {
      p: [
        'How you pay yourself from an LLC depends less on the letters “LLC” than on how the IRS classifies your company. The same business can be paid out through owner’s draws, partner distributions and guaranteed payments, or a salary plus distributions, depending on its tax classification. Start by knowing which one applies to you.',
      ],
    },
    { h: 2, text: 'First: how is your LLC taxed?' },
    {
      list: [
        [
          'One member, no election: the LLC is “disregarded” and taxed like a sole proprietorship. Its profit goes on your own return.',
        ],
        [
          'Two or more members, no election: the LLC is taxed as a partnership. It files ',
          linkTo('irsForm1065', 'Form 1065'),
          ' and gives each member a Schedule K-1 showing their share.',
        ],
        [
          'An election made: an LLC can choose to be taxed as a corporation on ',
          linkTo('irsForm8832', 'Form 8832'),
          ', or as an S corporation on ',
          linkTo('irsForm2553', 'Form 2553'),
          '.',
        ],
      ],
    },
    {
      p: [
        'The ',
        linkTo('irsLlc', 'IRS’s LLC page'),
        ' describes these defaults and elections. If you didn’t file either form, your LLC has its default classification.',
      ],
    },
    { h: 2, text: 'Single-member LLC: the owner’s draw' },
    {
      p: [
        'If your LLC is disregarded, you aren’t its employee for income tax purposes and you don’t put yourself on its payroll. You pay yourself by moving money from the business account to your personal account. That transfer is an owner’s draw. The IRS’s ',
        linkTo('irsPayingYourself', 'Paying yourself'),
        ' page explains how owners are paid under each business structure; a draw is not a wage, and no tax is withheld from it.',
      ],
    },
    {
      p: [
        'A draw isn’t a business expense, and the draw itself isn’t what gets taxed. You pay income tax on the business’s net profit, whether you take that profit out or leave it in the account. The same profit is generally subject to ',
        linkTo('irsSelfEmploymentTax', 'self-employment tax'),
        ', which covers your Social Security and Medicare contributions. Because nothing is withheld, you normally pay both through quarterly estimated tax payments.',
      ],
    },
    {
      note: [
        'Profit, not draws, is what’s taxed. If your LLC made $60,000 of profit and you drew only $30,000, you still report $60,000. If you drew $70,000 by dipping into money you had put in, you still report $60,000.',
      ],
    },
    { h: 2, text: 'Multi-member LLC: distributions and guaranteed payments' },
    {
      p: [
        'Members of an LLC taxed as a partnership aren’t its employees either, so the LLC doesn’t issue them Forms W-2. Members usually take money out in two ways:',
      ],
    },
    {
      list: [
        [
          'Distributions: payments of profit or capital to members, made as the operating agreement provides. Each member is taxed on their share of the LLC’s profit as shown on the K-1, whether or not the LLC distributes it.',
        ],
        [
          'Guaranteed payments: fixed amounts paid to a member for services or for the use of capital, set without regard to the LLC’s profit. The LLC can generally deduct them, and the member reports them as ordinary income. ',
          linkTo('irsPub541', 'IRS Publication 541'),
          ' explains how they work.',
        ],
      ],
    },
    {
      p: [
        'Guaranteed payments are useful when one member works in the business full time and another mostly contributed money: the working member is paid for the work first, and the remaining profit is shared as the agreement says. A member’s guaranteed payments for services, and in general their share of the business’s trade or business income, are subject to self-employment tax. Write the arrangement into the operating agreement so everyone knows what to expect.',
      ],
    },
    { h: 2, text: 'LLC taxed as an S corporation: salary plus distributions' },
    {
      p: [
        'If your LLC elects S corporation status, an owner who works in the business becomes an employee of it for payroll purposes. The IRS’s page on ',
        linkTo('irsSCorpCompensation', 'S corporation compensation'),
        ' says the company must pay a shareholder-employee reasonable compensation for the services they provide before it makes non-wage distributions. That salary goes through payroll with income tax withheld, Social Security and Medicare taxes paid, and a Form W-2 at year-end. Distributions of the remaining profit are not subject to employment taxes.',
      ],
    },
    {
      p: [
        'That difference is why some owners elect S status. It also comes with costs and risks: running payroll, filing a separate corporate return, state rules that don’t always follow the federal election, and IRS attention to salaries that are too low for the work done. Timing matters too: for the election to apply to a tax year, Form 2553 generally has to be filed no more than two months and 15 days after that tax year begins, or at any time during the year before. The ',
        linkTo('irsForm2553', 'Form 2553 page'),
        ' explains the deadline and the relief available for late elections.',
      ],
    },
    { h: 2, text: 'A monthly routine for paying yourself' },
    {
      steps: [
        {
          title: 'Look at profit and cash',
          body: [
            'Check last month’s profit and the cash the business actually has. Profit on paper can sit in unpaid invoices.',
          ],
        },
        {
          title: 'Set aside tax first',
          body: [
            'Move a share of the month’s profit to a separate savings account for income and self-employment taxes, so your quarterly payments are ready.',
          ],
        },
        {
          title: 'Keep an operating cushion',
          body: [
            'Leave enough in the business account to cover a month or two of bills, plus anything large coming up.',
          ],
        },
        {
          title: 'Transfer, don’t swipe',
          body: [
            'Pay yourself by bank transfer from the business account to your personal account, with a clear memo, rather than paying personal costs with the business card.',
          ],
        },
        {
          title: 'Record it in the right place',
          body: [
            'Book the transfer as an owner’s draw or member distribution in your equity accounts, never as an expense. In an S corporation, run payroll for your salary first, then record any distribution.',
          ],
        },
        {
          title: 'Follow your operating agreement',
          body: [
            'In a multi-member LLC, make distributions in the proportions and at the times the agreement sets, and write down the members’ approval when the agreement asks for it.',
          ],
        },
      ],
    },
    { h: 2, text: 'When to bring in a CPA' },
    {
      list: [
        [
          'You’re thinking about an S corporation election, or someone has told you it will save you tax.',
        ],
        ['Your profit has grown enough that your quarterly payments feel like guesswork.'],
        [
          'You share the LLC with others who contribute different amounts of money and work, and you need to set guaranteed payments or distribution rules.',
        ],
        [
          'You’ve been paying yourself through payroll from a disregarded LLC, or taking distributions from an S corporation without a salary.',
        ],
        ['You want to take out more than you’ve put in plus the profit the LLC has earned.'],
      ],
    },
    notAdviceNote(
      'The right way to pay yourself depends on your tax classification, your state and your numbers. Before you elect S corporation status, change how members are paid or rewrite your operating agreement, talk to a CPA, and to a business attorney for the agreement itself.',
    ),
  ],
  sources: sourcesOf(
    'irsLlc',
    'irsForm1065',
    'irsForm8832',
    'irsForm2553',
    'irsPayingYourself',
    'irsSelfEmploymentTax',
    'irsPub541',
    'irsSCorpCompensation',
  ),
};
