import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'estimated-quarterly-taxes',
  name: 'Estimated quarterly taxes for LLC owners',
  description:
    'Who has to make federal estimated tax payments, how to work out an amount, the four due dates, and how to pay online without missing one.',
  category: 'Taxes',
  publishDate: '2026-07-22',
  body: [
    {
      p: [
        'Federal income tax is pay-as-you-go: the IRS expects to receive tax during the year as income is earned, not all at once in April. Employees do this through withholding from each paycheck. When you own an LLC taxed as a sole proprietorship or partnership, nobody withholds tax from your share of the profit, so you pay it yourself in installments called estimated taxes. The IRS’s ',
        linkTo('irsEstimatedTaxes', 'estimated taxes page'),
        ' is the official overview.',
      ],
    },
    { h: 2, text: 'Who has to pay' },
    {
      p: [
        'Individuals, including sole proprietors, partners and S corporation shareholders, generally have to make estimated payments if they expect to owe $1,000 or more in tax for the year after subtracting withholding and refundable credits. For most new LLC owners with a profitable business, that means yes.',
      ],
    },
    {
      p: [
        'Your estimate covers more than income tax. It also covers ',
        linkTo('irsSelfEmploymentTax', 'self-employment tax'),
        ', the Social Security and Medicare tax on your net earnings from the business, which often surprises first-year owners.',
      ],
    },
    { h: 2, text: 'The four federal due dates' },
    {
      p: [
        'The year is split into four payment periods. They aren’t equal quarters, so mark them carefully. If a due date falls on a weekend or legal holiday, the payment is due the next business day.',
      ],
    },
    {
      list: [
        ['Income earned January 1 to March 31: due April 15.'],
        ['Income earned April 1 to May 31: due June 15.'],
        ['Income earned June 1 to August 31: due September 15.'],
        ['Income earned September 1 to December 31: due January 15 of the following year.'],
      ],
    },
    {
      p: [
        'These dates, and the worksheet for working out your payments, are in ',
        linkTo('irsForm1040Es', 'Form 1040-ES'),
        '. One exception is worth knowing: you don’t have to make the January payment if you file your return for the year by January 31 and pay the whole balance with it.',
      ],
    },
    { h: 2, text: 'How much to pay' },
    {
      p: [
        'There are two common ways to arrive at a number. You can estimate this year’s income, deductions and taxes with the Form 1040-ES worksheet, or you can base your payments on last year’s total tax. ',
        linkTo('irsPub505', 'IRS Publication 505'),
        ' explains the rules that decide whether you owe an underpayment penalty. In general, you avoid it if your withholding and timely estimated payments add up to at least 90% of this year’s tax or 100% of last year’s tax. If your adjusted gross income last year was more than $150,000 ($75,000 if married filing separately), the prior-year figure is 110% instead.',
      ],
    },
    {
      note: [
        'In your first profitable year, last year’s tax may have been small. Paying 100% of it can protect you from the penalty, but you’ll still owe the rest when you file. Keep setting money aside so April doesn’t bring a shock.',
      ],
    },
    { h: 2, text: 'A routine that works' },
    {
      steps: [
        {
          title: 'Estimate your year’s profit',
          body: [
            'Start from your bookkeeping: income so far, expected income for the rest of the year, and your expenses. Revisit the estimate each quarter.',
          ],
        },
        {
          title: 'Work out the tax on it',
          body: [
            'Use the Form 1040-ES worksheet, tax software or your tax professional to estimate income tax and self-employment tax on that profit, together with your other income.',
          ],
        },
        {
          title: 'Set money aside as you earn it',
          body: [
            'Each time you’re paid, move a fixed share to a separate savings account for taxes. When a due date arrives, the money is already there.',
          ],
        },
        {
          title: 'Pay online',
          body: [
            'You can pay from a bank account with ',
            linkTo('irsDirectPay', 'IRS Direct Pay'),
            ', schedule payments through the ',
            linkTo('eftps', 'Electronic Federal Tax Payment System (EFTPS)'),
            ', or use your IRS online account. Choose “estimated tax” and the right tax year, and save the confirmation.',
          ],
        },
        {
          title: 'Record every payment',
          body: [
            'Keep a simple list of dates and amounts. You’ll report the total on your return, and a missing payment is much easier to trace while it’s recent.',
          ],
        },
        {
          title: 'Adjust when things change',
          body: [
            'If the business has a big quarter, or a slow one, recalculate. Payments don’t have to be equal. If your income arrives unevenly, the annualized income installment method in Publication 505 may lower or remove a penalty for the earlier periods.',
          ],
        },
      ],
    },
    { h: 2, text: 'Why paying late in the year can still cost you' },
    {
      p: [
        'The underpayment penalty is worked out for each payment period. If you pay nothing until January, you may still owe a penalty for the April, June and September periods, even if the full year’s tax is paid by then. Paying on schedule is the simplest way to avoid it.',
      ],
    },
    { h: 2, text: 'If you also have a paycheck' },
    {
      p: [
        'If you or your spouse has a job with withholding, you can cover some or all of the business’s tax by increasing that withholding on a new Form W-4 instead of making separate payments. Withholding is treated as paid evenly through the year, which can help if you start late.',
      ],
    },
    { h: 2, text: 'Don’t forget your state' },
    {
      p: [
        'Most states with an income tax have their own estimated payment system, with their own forms and dates that often, but not always, match the federal ones. Check your state tax agency’s website and add its dates to your calendar, alongside any other state filings on your Compliance Calendar.',
      ],
    },
    { h: 2, text: 'If your LLC is taxed as an S corporation' },
    {
      p: [
        'Your salary from the company has tax withheld through payroll, but tax on your share of the remaining profit isn’t withheld. You may still need estimated payments, or higher withholding from your salary, to cover it.',
      ],
    },
    notAdviceNote(
      'Your payments depend on your whole tax picture, not only the business. If your income is uneven, this is your first profitable year, or you’ve already missed a payment, talk to a CPA or enrolled agent about the amounts and any penalty.',
    ),
  ],
  sources: sourcesOf(
    'irsEstimatedTaxes',
    'irsSelfEmploymentTax',
    'irsForm1040Es',
    'irsPub505',
    'irsDirectPay',
    'eftps',
  ),
};
