import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'deducting-business-driving-in-2026',
  name: 'Deducting business driving in 2026',
  metaDescription:
    'The 2026 IRS standard mileage rate is 72.5 cents a mile. How it compares with actual expenses, what counts as business driving, and the log to keep.',
  featuredImageAltText:
    'A car dashboard with a phone mounted on it showing a mileage-tracking app, and a paper logbook on the passenger seat.',
  tags: ['Taxes', 'Deductions', 'Vehicles'],
  publishDate: '2026-07-14',
  body: [
    {
      p: [
        'If you drive your own car for your LLC’s business, the cost of that driving can be deductible. There are two ways to figure it, and both depend on one thing: a good record of your business miles.',
      ],
    },
    { h: 2, text: 'Option 1: the standard mileage rate' },
    {
      p: [
        'For 2026, the IRS’s ',
        linkTo('irsMileageRates', 'standard mileage rate'),
        ' for business use of a car is 72.5 cents per mile. You multiply your business miles by the rate, and that amount replaces your actual costs of operating the car, such as gas, maintenance, insurance and depreciation. Parking fees and tolls for business trips can be deducted on top. The rate changes most years, so check the IRS page for the year you are filing.',
      ],
    },
    { h: 2, text: 'Option 2: actual expenses' },
    {
      p: [
        'Instead, you can add up what the car actually cost to run during the year (fuel, oil, repairs, tires, insurance, registration, lease payments or depreciation, and so on) and deduct the business share, based on business miles divided by total miles. This takes more records but can come out ahead for expensive vehicles or heavy business use.',
      ],
    },
    {
      note: [
        'Choosing is not always a free choice every year. For a car you own, if you want to use the standard mileage rate you generally must choose it in the first year the car is used in your business. For a leased car, if you choose the standard rate you must use it for the whole lease. ',
        linkTo('irsPub463', 'IRS Publication 463'),
        ' explains these rules.',
      ],
    },
    { h: 2, text: 'What counts as business driving' },
    {
      list: [
        ['Driving to meet clients or customers, or to a job site.'],
        ['Trips to the bank, post office or a supplier for the business.'],
        ['Driving between two work locations during the day.'],
        [
          'Not commuting. Driving between your home and your regular place of business is a personal commute, even if you make calls on the way. If your home office is your principal place of business, trips from it to other business locations can be business miles; Publication 463 explains when.',
        ],
      ],
    },
    { h: 2, text: 'The log that makes it stick' },
    {
      p: [
        'The IRS expects records made at or near the time of the trip. For each business trip, note:',
      ],
    },
    {
      list: [
        ['The date.'],
        ['Where you went.'],
        ['The business purpose (who you met or what you did).'],
        ['The miles driven.'],
      ],
    },
    {
      p: [
        'Also record your odometer reading at the start and end of the year, so you can show total miles. A mileage app or a notebook in the glove box both work; what matters is that you keep it up as you go rather than reconstructing the year in April.',
      ],
    },
    { h: 2, text: 'Whose car is it?' },
    {
      p: [
        'For a single-member LLC taxed by default, driving your own car for the business is typically deducted on your Schedule C. If your LLC is taxed as a partnership or S corporation, or if the LLC owns the vehicle, the mechanics are different, often involving reimbursement by the company under an accountable plan. Ask your CPA which approach fits your setup.',
      ],
    },
    {
      p: [
        'Business driving adds up quickly. A few seconds per trip spent on the log can be worth a meaningful deduction when you file.',
      ],
    },
  ],
  sources: sourcesOf('irsMileageRates', 'irsPub463'),
};
