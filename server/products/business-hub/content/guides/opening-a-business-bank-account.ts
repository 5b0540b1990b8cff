import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'opening-a-business-bank-account',
  name: 'Opening a business bank account for your LLC',
  description:
    'What to gather, how to compare banks and credit unions, and how to set up the account so your LLC’s money stays separate from your own from the first day.',
  category: 'Banking & Finance',
  publishDate: '2026-06-03',
  body: [
    {
      p: [
        'Your LLC is a separate legal person, and its money should live in its own account. A dedicated business account makes bookkeeping and tax time far simpler, gives you a clean record if a lender, the IRS or a court ever asks how the business is run, and helps you show that the LLC is genuinely separate from you. The ',
        linkTo('sbaBankAccount', 'SBA'),
        ' lists a business account among the first steps after forming a business, and it is one of the most useful things you can do in your first weeks.',
      ],
    },
    { h: 2, text: 'What the bank will ask for' },
    {
      p: [
        'Requirements differ from bank to bank, so call or check the bank’s website before you go. Most will ask for some or all of the following:',
      ],
    },
    {
      list: [
        [
          'The LLC’s EIN and the IRS confirmation notice. Some banks accept a single-member owner’s Social Security number instead, but many don’t.',
        ],
        [
          'Your approved articles of organization (some states call them a certificate of formation or certificate of organization).',
        ],
        [
          'Your operating agreement, especially for a multi-member LLC, so the bank can see who owns the company and who may sign for it.',
        ],
        ['A current government-issued photo ID for each person who will sign on the account.'],
        [
          'Information about the owners and about the person who manages the LLC. Banks have to know who they are dealing with, so expect questions about everyone with a significant ownership share.',
        ],
        [
          'Your assumed-name (DBA) registration, if the LLC will take payments under a name other than its legal name.',
        ],
        ['An opening deposit, if the account requires one.'],
      ],
    },
    {
      note: [
        'Some banks ask for a certificate of good standing. If yours does, order it directly from your state’s business filing office. You never need a private “document service” for this, however official its letter looks.',
      ],
    },
    { h: 2, text: 'How to compare your options' },
    {
      list: [
        [
          'Fees: monthly maintenance fees and how to waive them, minimum balances, limits on free transactions and cash deposits, and charges for wires, stop payments and paper statements.',
        ],
        [
          'Deposit insurance: at a bank, check that it is FDIC-insured; at a credit union, check for NCUA share insurance. The ',
          linkTo('fdicDepositInsurance', 'FDIC'),
          ' explains its coverage, including the standard $250,000 limit, and the ',
          linkTo('ncuaShareInsurance', 'NCUA'),
          ' explains the equivalent for credit unions.',
        ],
        [
          'How you handle cash: if you take cash, you’ll want branches or deposit machines near you.',
        ],
        [
          'Tools: mobile deposit, card controls, user permissions for a bookkeeper, and a reliable connection to your accounting software.',
        ],
        [
          'Growth: whether the bank offers merchant services, business credit cards or loans you may want later.',
        ],
      ],
    },
    {
      p: [
        'Many online “business banking” apps are technology companies that hold your money at a partner bank. Before you sign up, find out which bank holds the deposits. ',
        linkTo('fdicBusinessBasics', 'FDIC insurance'),
        ' protects you if an insured bank fails, not if a non-bank app company does.',
      ],
    },
    { h: 2, text: 'Step by step' },
    {
      steps: [
        {
          title: 'Get your EIN and documents together',
          body: [
            'Have the EIN confirmation, the approved articles, the operating agreement and every signer’s ID in one folder, paper or digital.',
          ],
        },
        {
          title: 'Decide who may sign',
          body: [
            'In a multi-member LLC, agree in writing who can open accounts, sign checks and move money, and whether large payments need two people. Your operating agreement is the natural place for this; if it is silent, a short written consent signed by all members works well.',
          ],
        },
        {
          title: 'Open the account in the LLC’s exact legal name',
          body: [
            'The account should belong to the LLC, under the name and EIN on your state and IRS records, not to you personally with the business name added.',
          ],
        },
        {
          title: 'Fund it with a recorded contribution',
          body: [
            'Your first deposit is usually money you put into the business. Record it in your books as a capital contribution (or as a loan, if you and your tax professional decide it should be one, with the terms written down).',
          ],
        },
        {
          title: 'Route all business money through it',
          body: [
            'Point your payment processor, invoicing tool and client payments to the new account, and pay every business expense from it or from a business card tied to it.',
          ],
        },
        {
          title: 'Connect your bookkeeping',
          body: [
            'Link the account to your accounting software or download statements monthly, so every transaction gets a category while you still remember what it was.',
          ],
        },
        {
          title: 'Set up a routine for paying yourself',
          body: [
            'Move money to your personal account by transfer, on a schedule, and record each transfer as an owner draw or distribution. Our guide to paying yourself explains the options for each way an LLC can be taxed.',
          ],
        },
      ],
    },
    { h: 2, text: 'A business card, too' },
    {
      p: [
        'A debit card on the business account, or a business credit card used only for the LLC, makes it easy to keep purchases on the business side. Read the application carefully: many card issuers ask the owner to guarantee the account personally, which means you could owe the balance yourself if the LLC can’t pay it.',
      ],
    },
    { h: 2, text: 'Habits that keep the account clean' },
    {
      list: [
        ['Don’t pay personal bills, groceries or family expenses from the business account.'],
        [
          'If you pay a business expense personally by mistake, reimburse yourself from the business account with a note, so the record shows what happened.',
        ],
        ['Keep receipts for every business purchase; the bank statement alone often isn’t enough.'],
        ['Reconcile the account with your books every month.'],
        [
          'Review who has access at least once a year, and remove anyone who no longer works with you.',
        ],
      ],
    },
    {
      p: [
        'A separate account won’t, by itself, guarantee that a court will respect your LLC’s limited liability, but mixing money is one of the things courts look at when they are asked to hold owners personally responsible. Keeping the two apart is a simple habit that protects you.',
      ],
    },
    notAdviceNote(
      'If you’re setting up accounts for a multi-member LLC with unequal ownership, lending your own money to the business, or unsure how to record contributions, talk to a CPA; for questions about signing authority in your operating agreement, talk to a business attorney.',
    ),
  ],
  sources: sourcesOf(
    'sbaBankAccount',
    'fdicDepositInsurance',
    'ncuaShareInsurance',
    'fdicBusinessBasics',
  ),
};
