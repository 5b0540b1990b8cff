import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'protecting-your-llcs-liability-shield',
  name: 'Protecting your LLC’s liability shield',
  description:
    'What an LLC’s limited liability covers and what it doesn’t, what courts look at when they are asked to “pierce the veil”, and everyday habits that keep the line between you and your business clear.',
  category: 'Compliance',
  publishDate: '2026-10-14',
  body: [
    {
      p: [
        'Limited liability is the main reason most owners form an LLC. As the ',
        linkTo('sbaChooseStructure', 'SBA'),
        ' explains, an LLC can protect its owners from personal liability for the company’s debts and obligations: if the business can’t pay a bill or loses a lawsuit, your house and personal savings are generally not on the line. That protection is strong, but it isn’t unconditional, and it depends partly on how you run the company.',
      ],
    },
    { h: 2, text: 'What the shield does and doesn’t cover' },
    {
      p: [
        'The shield separates the LLC’s obligations from yours. It doesn’t make you immune from your own obligations. Common situations where an owner can still be personally responsible include:',
      ],
    },
    {
      list: [
        [
          'Personal guarantees. Landlords, lenders and card issuers often ask owners of new businesses to guarantee the debt personally. If you sign one, you can owe the debt yourself.',
        ],
        [
          'Your own actions. If you personally injure someone or commit professional malpractice, the LLC doesn’t shield you from claims about your own conduct, though it may protect your co-owners.',
        ],
        [
          'Unpaid payroll taxes. Income tax and the employees’ share of Social Security and Medicare that the business withholds are held in trust for the government. Under the ',
          linkTo('irsTrustFundPenalty', 'trust fund recovery penalty'),
          ', the IRS can collect unpaid amounts from the individuals responsible for paying them.',
        ],
        [
          'Contracts in your own name. If you sign as yourself instead of for the LLC, the other party may be able to hold you to the contract personally.',
        ],
      ],
    },
    { h: 2, text: 'What “piercing the veil” means' },
    {
      p: [
        'In some cases, a court can disregard an LLC and hold its owners personally liable for the company’s debts. This is called piercing the corporate veil. It is the exception, not the rule, and each state applies its own standards. Courts in many states look at factors such as these:',
      ],
    },
    {
      list: [
        [
          'Commingling: personal and business money in the same accounts, or the business paying personal expenses as a matter of routine.',
        ],
        [
          'Undercapitalization: a business that never had enough money or insurance to cover the obligations it was likely to face.',
        ],
        [
          'Ignoring the company’s separateness: no records, no operating agreement, decisions and contracts made as if the business were simply the owner.',
        ],
        [
          'Misuse: using the LLC to commit fraud, or to dodge an existing obligation in a way that would be unjust to the creditor.',
        ],
      ],
    },
    {
      p: [
        'Single-member LLCs deserve particular care, because with one owner the line between person and company is easy to blur in daily life.',
      ],
    },
    { h: 2, text: 'Habits that keep the line clear' },
    {
      steps: [
        {
          title: 'Keep separate accounts',
          body: [
            'Run all business money through the LLC’s own bank account and card. Move money to yourself by recorded transfers, not by paying personal bills from the business.',
          ],
        },
        {
          title: 'Capitalize and insure the business sensibly',
          body: [
            'Put in enough money, and carry enough insurance, for the risks your kind of business normally faces. Record what you put in as a contribution or a documented loan.',
          ],
        },
        {
          title: 'Sign for the LLC, as the LLC',
          body: [
            'Sign contracts with the LLC’s full legal name and your title, for example “Maple Street Design LLC, by Jordan Lee, Member”. Use the exact legal name on invoices, your website, estimates and business cards.',
          ],
        },
        {
          title: 'Have an operating agreement and follow it',
          body: [
            'Even a single-member LLC benefits from a written agreement. Then do what it says: if it calls for written consent to borrow money or admit a member, put the decision in writing.',
          ],
        },
        {
          title: 'Document dealings between you and the LLC',
          body: [
            'If you lend money to the LLC, rent it equipment or property, or it pays you, put the terms in writing and pay on those terms.',
          ],
        },
        {
          title: 'Keep the LLC in good standing',
          body: [
            'File your state reports, pay state fees and taxes and keep a registered agent. A dissolved LLC makes the separation harder to defend.',
          ],
        },
        {
          title: 'Pay employment taxes first',
          body: [
            'If cash is tight, pay withheld payroll taxes before other bills. They are the debt most likely to follow you personally.',
          ],
        },
      ],
    },
    { h: 2, text: 'If things have already been mixed up' },
    {
      p: [
        'Many owners start informally and tidy up later. If you’ve been paying personal costs from the business account, or business costs personally, start now: open separate accounts if you haven’t, reclassify past transactions in your books as draws, contributions or reimbursements with your bookkeeper, and write down any loans between you and the LLC. You can’t rewrite the past, but a clear, consistent record from today onward is far better than continuing as before.',
      ],
    },
    { h: 2, text: 'A note for multi-member LLCs' },
    {
      p: [
        'With several owners, the operating agreement does double duty: it shows the company is run as a company, and it settles who may sign, borrow and spend on the LLC’s behalf. Make sure everyone who signs for the LLC knows how to sign as the LLC, and record decisions the agreement reserves to the members.',
      ],
    },
    { h: 2, text: 'Insurance is the second layer' },
    {
      p: [
        'Limited liability protects your personal assets from the business’s debts; insurance protects the business itself. General liability, professional liability, commercial auto and workers’ compensation, where they apply, pay claims that would otherwise come out of the LLC’s pocket, and sometimes yours. The SBA’s page on ',
        linkTo('sbaInsurance', 'business insurance'),
        ' describes the common types. The two layers work together: a well-run LLC with adequate insurance is far better placed than either alone.',
      ],
    },
    notAdviceNote(
      'Veil-piercing and personal liability are matters of state law and the facts of each case. If you’re asked to sign a personal guarantee, are facing a claim, or have mixed personal and business finances in the past, talk to a business attorney about your situation.',
    ),
  ],
  sources: sourcesOf('sbaChooseStructure', 'irsTrustFundPenalty', 'sbaInsurance'),
};
