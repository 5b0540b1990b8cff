import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'getting-an-ein',
  name: 'Getting an EIN for your LLC',
  description:
    'How to get your LLC’s Employer Identification Number from the IRS at no cost, what to have ready before you start, and what to do with the number once you have it.',
  category: 'Getting Started',
  publishDate: '2026-06-01',
  body: [
    {
      p: [
        'An Employer Identification Number (EIN) is the nine-digit number the IRS uses to identify a business. Think of it as your LLC’s taxpayer number: banks ask for it when you open a business account, state tax agencies ask for it when you register, clients ask for it on Form W-9, and payroll can’t run without it.',
      ],
    },
    {
      p: [
        'The good news is that getting one is usually quick. The IRS issues EINs ',
        linkTo('irsEinOnline', 'free of charge through its own online application'),
        ', and most owners finish in a single sitting.',
      ],
    },
    {
      note: [
        'The IRS never charges for an EIN. Some websites look official and charge a fee to “file” the application for you. You don’t need them: start from irs.gov and check the address bar before you enter anything.',
      ],
    },
    { h: 2, text: 'Does your LLC need one?' },
    {
      p: [
        'It depends on how the LLC is taxed and what it does. A multi-member LLC is treated as a partnership by default and files its own partnership return, so it needs an EIN. A single-member LLC is, by default, “disregarded” for federal income tax: its profit goes on the owner’s own return. According to the ',
        linkTo('irsSingleMemberLlc', 'IRS page on single-member LLCs'),
        ', a disregarded LLC with no employees and no excise tax liability can use its owner’s Social Security number for federal income tax purposes, but it can get an EIN whenever it needs one, for example to open a bank account or because state law asks for one.',
      ],
    },
    {
      p: [
        'In practice, most single-member LLC owners get an EIN anyway. Banks usually want one for a business account, you’ll need one the moment you hire an employee, and giving clients an EIN instead of your Social Security number keeps your personal number out of other people’s files.',
      ],
    },
    { h: 2, text: 'What to have ready' },
    {
      list: [
        [
          'Your LLC’s exact legal name, as it appears on the articles of organization the state approved, including “LLC” or the designator you chose.',
        ],
        ['The state where the LLC was formed and the date it was formed.'],
        ['The LLC’s mailing address and, if different, its street address.'],
        [
          'The “responsible party”: the individual who ultimately owns or controls the LLC, with that person’s Social Security number or ITIN.',
        ],
        ['The number of members.'],
        [
          'A short description of what the business does, and whether you expect to pay wages in the next twelve months.',
        ],
      ],
    },
    { h: 2, text: 'How to apply online' },
    {
      steps: [
        {
          title: 'Wait until the state has approved your LLC',
          body: [
            'Apply after your formation is filed, so that the name and the formation date you give the IRS match the state’s record. An EIN applied for under a name the state later rejects causes avoidable paperwork.',
          ],
        },
        {
          title: 'Open the IRS online application',
          body: [
            'Go to the ',
            linkTo('irsEinOnline', 'IRS’s EIN page'),
            ' and start the online application. You must finish in one session, so keep your documents beside you.',
          ],
        },
        {
          title: 'Choose “limited liability company”',
          body: [
            'Enter the number of members and the state of formation. The application explains how an LLC of that size is taxed by default. Choosing corporate or S corporation tax treatment is a separate election, made on another form, so don’t try to make it here unless you and your tax professional have already decided to.',
          ],
        },
        {
          title: 'Enter the responsible party',
          body: [
            'Give the name and Social Security number or ITIN of the person who controls the LLC. For most owner-run LLCs this is you.',
          ],
        },
        {
          title: 'Answer the questions about the business',
          body: [
            'Describe the main activity and answer the employment questions honestly. If you don’t expect to pay wages soon, say so; you can still hire later.',
          ],
        },
        {
          title: 'Save the confirmation notice',
          body: [
            'When the application is accepted, the IRS shows your EIN and lets you download the confirmation notice. Save the PDF and print a copy. Banks sometimes ask to see it, and it is the easiest way to find the number again.',
          ],
        },
      ],
    },
    { h: 2, text: 'If you can’t use the online application' },
    {
      p: [
        'The online application needs a responsible party with a Social Security number or ITIN. If that doesn’t fit your situation, you can apply on ',
        linkTo('irsFormSs4', 'Form SS-4'),
        ' instead, by fax or by mail; the form’s instructions explain where to send it and how long each route takes.',
      ],
    },
    { h: 2, text: 'After you have your EIN' },
    {
      list: [
        [
          'Keep the confirmation notice with your articles of organization and operating agreement.',
        ],
        ['Use the EIN to open the LLC’s bank account and to register for state taxes you owe.'],
        ['Give it, on Form W-9, to clients who pay your LLC for services.'],
        [
          'Use it on every federal return and payroll filing the LLC makes, so each one lands on the right account.',
        ],
      ],
    },
    {
      p: [
        'An EIN doesn’t register you with your state. Sales tax, state payroll withholding and state unemployment insurance each have their own registration with the state’s own agencies. The ',
        linkTo('sbaTaxIds', 'SBA’s page on federal and state tax IDs'),
        ' gives an overview.',
      ],
    },
    { h: 2, text: 'Keeping the IRS’s record current' },
    {
      p: [
        'An EIN stays with the LLC for its whole life. If you lose the number, don’t apply for a new one: look at the confirmation notice, an old bank statement or a prior return first. If the LLC’s mailing address, location or responsible party changes, tell the IRS on ',
        linkTo('irsForm8822b', 'Form 8822-B'),
        '. The IRS asks for a change of responsible party to be reported within 60 days of the change.',
      ],
    },
    notAdviceNote(
      'If you aren’t sure who your responsible party is, are applying without a Social Security number, or are weighing a corporate or S corporation tax election, talk to a CPA or a tax attorney before you apply.',
    ),
  ],
  sources: sourcesOf(
    'irsEinOnline',
    'irsSingleMemberLlc',
    'irsFormSs4',
    'sbaTaxIds',
    'irsForm8822b',
  ),
};
