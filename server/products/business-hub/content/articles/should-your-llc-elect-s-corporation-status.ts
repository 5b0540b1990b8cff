import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'should-your-llc-elect-s-corporation-status',
  name: 'Should your LLC elect S corporation status? Questions to bring to your CPA',
  metaDescription:
    'An S corporation election can change how LLC owners pay tax, but it adds payroll and rules. How it works, who is eligible, and what to ask first.',
  featuredImageAltText:
    'A business owner and an accountant looking at two columns of figures on a whiteboard labeled “LLC default” and “S corporation”.',
  tags: ['Taxes', 'S Corporations', 'Paying Yourself'],
  publishDate: '2026-09-22',
  body: [
    {
      p: [
        'Sooner or later, someone will tell you that electing S corporation status “saves thousands in tax”. Sometimes it does. Sometimes the extra costs and rules outweigh the savings. This is a decision to make with numbers in front of you and a CPA beside you, and it helps to understand the basics before that conversation.',
      ],
    },
    { h: 2, text: 'What the election does' },
    {
      p: [
        'An S corporation is a tax classification, not a different kind of company. Your LLC stays an LLC under state law; by filing ',
        linkTo('irsForm2553', 'Form 2553'),
        ', it asks the IRS to tax it as an S corporation. Profit still passes through to the owners’ returns, but owners who work in the business become employees of it for payroll purposes.',
      ],
    },
    {
      p: [
        'The potential saving comes from how owners are paid. Without the election, a working owner’s share of profit is generally subject to self-employment tax. With it, the company pays the owner a salary that goes through payroll, and the remaining profit can be distributed without Social Security and Medicare taxes. The IRS requires that salary to be ',
        linkTo('irsSCorpCompensation', 'reasonable compensation'),
        ' for the services the owner provides, paid before non-wage distributions.',
      ],
    },
    { h: 2, text: 'Who can elect' },
    {
      p: [
        'The ',
        linkTo('irsSCorporations', 'IRS’s S corporation page'),
        ' sets out the requirements. Among them: no more than 100 shareholders, only one class of stock, and shareholders who are generally individuals, certain trusts and estates, and not partnerships, corporations or nonresident aliens. An LLC with an ineligible member can’t make the election.',
      ],
    },
    { h: 2, text: 'The costs people forget' },
    {
      list: [
        ['Running payroll for yourself, with quarterly and annual payroll filings.'],
        ['A separate corporate tax return every year, and usually higher preparation fees.'],
        [
          'State rules: some states tax S corporations or LLCs in their own ways, and a few don’t follow the federal election for every purpose.',
        ],
        [
          'Less flexibility: distributions generally have to follow ownership percentages, which can be a problem for a multi-member LLC with unequal arrangements.',
        ],
        ['IRS attention to salaries that look too low for the work an owner does.'],
      ],
    },
    { h: 2, text: 'Timing' },
    {
      p: [
        'For the election to apply to a tax year, Form 2553 generally must be filed no more than two months and 15 days after the start of that year, or at any time during the year before. The form’s instructions explain relief for late elections, but it is far easier to plan ahead.',
      ],
    },
    { h: 2, text: 'Questions to bring to your CPA' },
    {
      list: [
        ['What profit do I expect this year and next, and how stable is it?'],
        [
          'What would a reasonable salary be for the work I do, and how do you support that number?',
        ],
        ['After payroll costs, extra filings and state taxes, what is the net saving, if any?'],
        ['How does the election affect my retirement contributions and health insurance?'],
        ['How do our state’s rules treat an LLC taxed as an S corporation?'],
        ['If we elect and later want to undo it, what happens?'],
      ],
    },
    {
      note: [
        'There is no universal income level at which the election becomes worthwhile. Anyone who quotes one without looking at your numbers and your state is guessing.',
      ],
    },
  ],
  sources: sourcesOf('irsForm2553', 'irsSCorpCompensation', 'irsSCorporations'),
};
