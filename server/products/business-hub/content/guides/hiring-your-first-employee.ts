import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'hiring-your-first-employee',
  name: 'Hiring your first employee',
  description:
    'The federal and state steps to take before and after your first hire, from employment eligibility and new hire reporting to payroll taxes, year-end forms and workplace posters.',
  category: 'Hiring',
  publishDate: '2026-08-05',
  body: [
    {
      p: [
        'Your first hire is a milestone, and it brings a new set of responsibilities: you become an employer, with duties to the IRS, your state and your employee. None of them is hard on its own, and most can be set up once and then run on a routine. The IRS’s ',
        linkTo('irsHiringEmployees', 'hiring employees'),
        ' page and the SBA’s guide to ',
        linkTo('sbaHire', 'hiring and managing employees'),
        ' are good companions to this checklist.',
      ],
    },
    {
      p: [
        'First, make sure the person really is an employee and not an independent contractor. The answer depends on how the work is controlled, not on what you call it; our guide on classifying workers walks through the tests.',
      ],
    },
    { h: 2, text: 'Before the first day' },
    {
      steps: [
        {
          title: 'Have an EIN',
          body: [
            'Payroll filings need an Employer Identification Number. If your single-member LLC has been using your Social Security number, get an EIN now.',
          ],
        },
        {
          title: 'Register with your state',
          body: [
            'Most employers need a state unemployment insurance tax account, and in states with an income tax, a withholding account too. Each state’s labor or workforce agency and tax agency handle these registrations on their own websites.',
          ],
        },
        {
          title: 'Arrange workers’ compensation coverage',
          body: [
            'Workers’ compensation pays for work-related injuries and illnesses. Nearly every state requires employers to carry it, with rules that vary by state and sometimes by the number of employees. The ',
            linkTo('dolWorkersComp', 'Department of Labor'),
            ' links to each state’s program.',
          ],
        },
        {
          title: 'Set the pay and the schedule',
          body: [
            'Pay at least the federal ',
            linkTo('dolMinimumWage', 'minimum wage'),
            ', or your state or city minimum if it is higher. Unless an employee is exempt, the federal rules also require ',
            linkTo('dolOvertime', 'overtime pay'),
            ' of at least one and a half times the regular rate for hours over 40 in a workweek. Check your state’s rules on how often you must pay.',
          ],
        },
        {
          title: 'Put the offer in writing',
          body: [
            'A short offer letter that states the job title, pay rate, schedule, start date and whether the role is full or part time avoids misunderstandings later. Keep a copy with the employee’s file.',
          ],
        },
        {
          title: 'Choose how you’ll run payroll',
          body: [
            'Payroll software or a payroll provider can calculate withholding, make tax deposits and file most of the forms below. You remain responsible for the taxes even when someone else files them, so review what is paid in your name.',
          ],
        },
      ],
    },
    { h: 2, text: 'On the first day' },
    {
      steps: [
        {
          title: 'Complete Form I-9',
          body: [
            'Every new employee must complete Section 1 of Form I-9 no later than the first day of work, and you must complete Section 2, after examining the employee’s documents, within three business days of that first day. You keep the form; it isn’t sent to the government. ',
            linkTo('uscisI9', 'USCIS’s I-9 Central'),
            ' has the current form and instructions. ',
            linkTo('eVerify', 'E-Verify'),
            ' is voluntary for most employers, but some, such as certain federal contractors and employers in some states, must use it.',
          ],
        },
        {
          title: 'Collect Form W-4',
          body: [
            'The employee fills out ',
            linkTo('irsFormW4', 'Form W-4'),
            ' so you can withhold the right federal income tax. Many states have their own withholding form as well.',
          ],
        },
        {
          title: 'Report the new hire to your state',
          body: [
            'Federal law requires employers to report new employees to a state directory, generally within 20 days of hire, and some states set a shorter deadline. The ',
            linkTo('acfNewHire', 'Office of Child Support Services'),
            ' explains the program and links to each state’s reporting site.',
          ],
        },
      ],
    },
    { h: 2, text: 'Every payday and every quarter' },
    {
      list: [
        [
          'Withhold federal income tax and the employee’s share of Social Security and Medicare tax from each paycheck, and pay the employer’s matching share. The IRS’s page on ',
          linkTo('irsEmploymentTaxes', 'employment taxes'),
          ' explains each one.',
        ],
        [
          'Deposit those taxes on your schedule. ',
          linkTo('irsPub15', 'Publication 15'),
          ' explains how your deposit schedule is set; new employers are usually monthly depositors in their first year. Deposits are made electronically, for example through EFTPS.',
        ],
        [
          'File ',
          linkTo('irsForm941', 'Form 941'),
          ' each quarter to report wages paid and taxes withheld and deposited.',
        ],
        [
          'File your state’s withholding and unemployment insurance returns on the state’s schedule.',
        ],
      ],
    },
    { h: 2, text: 'Once a year' },
    {
      list: [
        [
          'Give each employee a ',
          linkTo('irsFormW2', 'Form W-2'),
          ' and file it with the Social Security Administration by January 31.',
        ],
        [
          'File ',
          linkTo('irsForm940', 'Form 940'),
          ' for federal unemployment (FUTA) tax, which employers pay themselves; it isn’t withheld from wages.',
        ],
        [
          'Ask employees to review their W-4 and state withholding forms if their situation has changed.',
        ],
      ],
    },
    { h: 2, text: 'State and local rules' },
    {
      p: [
        'Federal law sets a floor, and many states and cities build on it with higher minimum wages, paid sick leave, final paycheck deadlines, meal and rest breaks or pay transparency rules. Read your state labor agency’s employer pages before the first payday, and again before you hire anyone who works in another state.',
      ],
    },
    { h: 2, text: 'Posters and records' },
    {
      p: [
        'Federal and state laws require certain notices to be displayed where employees can see them. The Department of Labor provides the ',
        linkTo('dolPosters', 'federal posters free of charge'),
        ', and most state labor agencies do the same for state posters. You don’t need to buy a “compliance kit” because a letter says you must.',
      ],
    },
    {
      p: [
        'Keep payroll records, time records, I-9s and tax filings organized from the start. The IRS asks employers to keep employment tax records for at least four years, and other laws set their own periods, so many employers simply keep payroll records longer.',
      ],
    },
    {
      note: [
        'Withheld income tax and the employee’s share of Social Security and Medicare belong to the government from the moment you withhold them. Under the ',
        linkTo('irsTrustFundPenalty', 'trust fund recovery penalty'),
        ', the IRS can hold the people responsible for paying them personally liable if they go unpaid, so never use them to cover other bills.',
      ],
    },
    notAdviceNote(
      'Employment rules vary a lot by state and city. Before you set pay, classify a role as exempt from overtime, or hire in another state, talk to an employment attorney, and have a CPA or payroll professional check your payroll setup.',
    ),
  ],
  sources: sourcesOf(
    'irsHiringEmployees',
    'sbaHire',
    'dolWorkersComp',
    'dolMinimumWage',
    'dolOvertime',
    'uscisI9',
    'eVerify',
    'irsFormW4',
    'acfNewHire',
    'irsEmploymentTaxes',
    'irsPub15',
    'irsForm941',
    'irsFormW2',
    'irsForm940',
    'dolPosters',
    'irsTrustFundPenalty',
  ),
};
