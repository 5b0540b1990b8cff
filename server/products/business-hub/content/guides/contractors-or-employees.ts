import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'contractors-or-employees',
  name: 'Independent contractor or employee? Classifying the people who work for you',
  description:
    'How the IRS and the Department of Labor tell contractors from employees, the paperwork each relationship needs, and what can happen if a worker is classified wrongly.',
  category: 'Hiring',
  publishDate: '2026-08-19',
  body: [
    {
      p: [
        'When you bring someone in to help, one of the first questions is whether they are an independent contractor or an employee. It matters a great deal: employers withhold and pay employment taxes, carry workers’ compensation and unemployment insurance, and follow wage and hour rules, while a business that hires a contractor generally does none of those things. Because the difference is expensive, the agencies look at the real relationship. A contract that says “independent contractor” doesn’t settle the question by itself.',
      ],
    },
    { h: 2, text: 'How the IRS looks at it' },
    {
      p: [
        'For federal employment taxes, the IRS applies the common-law rules described on its page ',
        linkTo('irsContractorOrEmployee', 'Independent contractor or employee?'),
        ' It groups the evidence into three categories and looks at the relationship as a whole; no single factor decides it.',
      ],
    },
    {
      list: [
        [
          'Behavioral control: do you control, or have the right to control, what the worker does and how they do it? Detailed instructions about when, where and how to work, and training in your methods, point toward an employee.',
        ],
        [
          'Financial control: do you control the business side of the job? A worker who invests in their own equipment, has unreimbursed expenses, can make or lose money on the job, offers services to the public and is paid a flat fee per project looks more like a contractor.',
        ],
        [
          'Type of relationship: are there written contracts, benefits such as insurance or paid leave, an expectation that the relationship will continue indefinitely, and is the work a key part of your regular business? Benefits and permanence point toward an employee.',
        ],
      ],
    },
    { h: 2, text: 'How the Department of Labor looks at it' },
    {
      p: [
        'For minimum wage and overtime under the Fair Labor Standards Act, the Department of Labor asks whether the worker is economically dependent on your business or is really in business for themselves. Its ',
        linkTo('dolMisclassification', 'worker classification pages'),
        ' describe the current approach. The department’s rule on this question has been revised several times in recent years, so read its current guidance rather than relying on an older summary.',
      ],
    },
    { h: 2, text: 'Your state may use its own test' },
    {
      p: [
        'States decide classification for their own unemployment insurance, workers’ compensation, wage laws and income tax withholding, and some use tests that are stricter than the federal ones. A worker can be a contractor for one purpose and an employee for another, so check your state labor and tax agencies’ guidance for each state where your workers are.',
      ],
    },
    {
      note: [
        'Still unsure after reading the factors? You can ask the IRS for a formal determination on ',
        linkTo('irsFormSs8', 'Form SS-8'),
        '. It takes time, so many owners ask a CPA or an employment attorney first.',
      ],
    },
    { h: 2, text: 'Working with an independent contractor' },
    {
      steps: [
        {
          title: 'Put the engagement in writing',
          body: [
            'Describe the result you are paying for, the price or rate, the deadline and who supplies materials. Leave the methods, hours and tools to the contractor, and make sure the written agreement matches how you actually work together.',
          ],
        },
        {
          title: 'Collect Form W-9 before the first payment',
          body: [
            linkTo('irsFormW9', 'Form W-9'),
            ' gives you the contractor’s legal name, tax classification and taxpayer identification number. Keep it on file; you’ll need it at year-end.',
          ],
        },
        {
          title: 'Pay against invoices',
          body: [
            'Pay from the business account, against the contractor’s invoices, and record each payment under the contractor’s name.',
          ],
        },
        {
          title: 'File Form 1099-NEC when required',
          body: [
            'For payments made in 2026 and later, you generally file ',
            linkTo('irsForm1099Nec', 'Form 1099-NEC'),
            ' for a contractor you paid $2,000 or more for services during the year, up from $600 for earlier years, and the amount is indexed for inflation after 2026. Send the contractor a copy and file with the IRS by January 31. Payments you make by credit card or through a payment app are generally reported by the payment company on Form 1099-K instead.',
          ],
        },
        {
          title: 'Keep the records',
          body: [
            'Keep the agreement, invoices, payment records, the W-9 and copies of the 1099s with your tax records.',
          ],
        },
      ],
    },
    { h: 2, text: 'When the contractor is a company' },
    {
      p: [
        'Many contractors work through their own LLC or corporation. The W-9 tells you how the business is taxed. Payments for services to a corporation generally don’t need a Form 1099-NEC, though payments to attorneys are an exception. A single-member LLC that is disregarded for tax is treated like its owner, so the usual 1099 rules apply to it. When in doubt, the form’s instructions settle it.',
      ],
    },
    { h: 2, text: 'Signs a contractor has become an employee' },
    {
      list: [
        ['You set their hours and tell them how to do the work.'],
        ['They work only for you, indefinitely, doing the same work as your employees.'],
        ['You provide their equipment, email address and business cards.'],
        ['You pay them by the hour, on your payroll schedule, with no invoices.'],
      ],
    },
    {
      p: [
        'When the relationship changes like this, reclassify the role and hire the person as an employee going forward. Our guide to hiring your first employee covers the steps.',
      ],
    },
    { h: 2, text: 'What getting it wrong can cost' },
    {
      p: [
        'If a worker you treated as a contractor is found to be an employee, the business can owe the employment taxes it should have withheld and paid, with penalties and interest, and may owe back wages and overtime under federal and state law, plus state unemployment insurance contributions. Taking classification seriously at the start costs far less than untangling it later.',
      ],
    },
    notAdviceNote(
      'Classification depends on facts and on the laws of each state involved. If a worker’s role is borderline, you’re converting contractors to employees, or you’ve received a question from an agency, talk to an employment attorney or a CPA before you decide.',
    ),
  ],
  sources: sourcesOf(
    'irsContractorOrEmployee',
    'dolMisclassification',
    'irsFormSs8',
    'irsFormW9',
    'irsForm1099Nec',
  ),
};
