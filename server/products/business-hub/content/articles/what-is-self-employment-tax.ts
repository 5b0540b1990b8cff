import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'what-is-self-employment-tax',
  name: 'What is self-employment tax, and why is it so big?',
  metaDescription:
    'Self-employment tax is how LLC owners pay Social Security and Medicare. Here is how it works, who owes it and how to plan for it.',
  featuredImageAltText:
    'A self-employed designer reviewing a tax worksheet on a tablet, with a savings jar labeled “taxes” beside the keyboard.',
  tags: ['Taxes', 'Self-Employment'],
  publishDate: '2026-06-23',
  body: [
    {
      p: [
        'Many new LLC owners budget for income tax and are then caught off guard by a second line on their return: self-employment tax. It isn’t a penalty or an extra charge for owning a business. It is how people who work for themselves pay into Social Security and Medicare, the same programs employees pay into through payroll.',
      ],
    },
    { h: 2, text: 'Why it feels bigger than an employee’s share' },
    {
      p: [
        'An employee pays half of the Social Security and Medicare tax on their wages through withholding, and the employer pays the other half. When you work for yourself, you are both, so you pay both halves. The IRS’s ',
        linkTo('irsSelfEmploymentTax', 'self-employment tax page'),
        ' gives the rate as 15.3%: 12.4% for Social Security and 2.9% for Medicare. The Social Security part applies only up to a yearly earnings limit that changes each year, while the Medicare part has no limit, and an additional Medicare tax applies to higher earners.',
      ],
    },
    {
      p: [
        'There is some relief built in. Self-employment tax is figured on 92.35% of your net earnings rather than all of them, and you can deduct half of your self-employment tax when working out your income tax.',
      ],
    },
    { h: 2, text: 'Who pays it' },
    {
      list: [
        [
          'Owners of a single-member LLC taxed by default, on the business’s net profit, figured on Schedule SE.',
        ],
        [
          'Members of an LLC taxed as a partnership, generally on their share of the business’s trade or business income and on guaranteed payments for services.',
        ],
        ['Generally anyone whose net earnings from self-employment are $400 or more for the year.'],
      ],
    },
    {
      p: [
        'Owners of an LLC taxed as an S corporation are in a different position: the salary the company pays them has Social Security and Medicare taxes withheld through payroll, and their remaining share of profit isn’t subject to self-employment tax. That is why some owners consider the election, which has its own costs and rules.',
      ],
    },
    { h: 2, text: 'It’s based on profit, not on what you take out' },
    {
      p: [
        'Self-employment tax, like income tax, is figured on the business’s net profit for the year, not on the draws you take. Leaving money in the business account doesn’t reduce it; legitimate business expenses do, because they reduce profit.',
      ],
    },
    { h: 2, text: 'Planning for it' },
    {
      list: [
        [
          'Include it in your ',
          linkTo('irsEstimatedTaxes', 'estimated tax payments'),
          '. It is part of the tax your quarterly payments need to cover.',
        ],
        [
          'Set aside a share of every payment you receive in a separate tax savings account, sized to cover both income tax and self-employment tax.',
        ],
        ['Keep good records of business expenses. Every legitimate deduction lowers both taxes.'],
        [
          'Remember the benefit side: these payments build your Social Security earnings record, which affects future retirement and disability benefits.',
        ],
      ],
    },
    {
      p: [
        'If your profit is growing, ask a CPA to walk through the numbers with you, including whether any change in how the business is taxed makes sense. The answer depends on your whole picture, not only on the tax rate.',
      ],
    },
  ],
  sources: sourcesOf('irsSelfEmploymentTax', 'irsEstimatedTaxes'),
};
