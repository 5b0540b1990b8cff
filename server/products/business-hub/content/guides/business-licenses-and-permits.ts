import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'business-licenses-and-permits',
  name: 'Business licenses and permits: finding what applies to you',
  description:
    'How licensing works at the federal, state and local levels, a method for finding every license your LLC needs, and how to keep them renewed.',
  category: 'Compliance',
  publishDate: '2026-09-16',
  body: [
    {
      p: [
        'Forming an LLC creates the company. It doesn’t, by itself, give the company permission to do every kind of work everywhere. Licenses and permits depend on what you do and where you do it, and they can come from federal, state, county and city agencies at once. The SBA’s page on ',
        linkTo('sbaLicenses', 'licenses and permits'),
        ' describes how the levels fit together. This guide gives you a method for working through them.',
      ],
    },
    { h: 2, text: 'Three levels of licensing' },
    { h: 3, text: 'Federal' },
    {
      p: [
        'Most small businesses need no federal license. Federal licenses and permits apply to activities that federal agencies regulate, such as alcohol, firearms, aviation, broadcasting, commercial fishing, certain agricultural products and transportation. If you work in one of these fields, the SBA lists the agencies involved.',
      ],
    },
    { h: 3, text: 'State' },
    {
      p: ['States license many occupations and industries. Typical examples include:'],
    },
    {
      list: [
        [
          'Professional and occupational licenses for individuals or firms, such as contractors, cosmetologists, real estate agents, accountants, engineers and many health professions.',
        ],
        [
          'Industry permits, such as those for food production, alcohol sales, child care or waste.',
        ],
        [
          'Tax registrations, such as a seller’s permit if you sell taxable goods (see our sales tax guide).',
        ],
        ['In some states, a general state business license for most businesses.'],
      ],
    },
    { h: 3, text: 'Local' },
    {
      p: [
        'Cities and counties add their own layer, and it is the one new owners most often miss. Depending on where you are, you may need a general business license or business tax registration, zoning approval or a certificate of occupancy for your premises, a home occupation permit if you work from home, health department permits for food, sign permits, or fire inspections.',
      ],
    },
    { h: 2, text: 'Finding what applies to you' },
    {
      steps: [
        {
          title: 'Describe your business precisely',
          body: [
            'Write down every activity, not just the main one: what you sell, the services you perform, whether you handle food, alcohol, chemicals or people’s personal data, and where the work happens (a shop, clients’ homes, online, a vehicle).',
          ],
        },
        {
          title: 'Check the federal list',
          body: [
            'Compare your activities with the regulated activities the SBA lists. If none match, you can usually move on.',
          ],
        },
        {
          title: 'Search your state’s licensing boards',
          body: [
            'Many states have a business portal or a list of licensing boards. Search for your occupation and for your product. If you need a professional license, start early: exams, experience or insurance may be required before you can work.',
          ],
        },
        {
          title: 'Ask your city and county',
          body: [
            'Contact the business license office, clerk or planning and zoning department where you operate, including for a home-based business. Ask what you need before you sign a lease or start renovating, because zoning can decide whether a location works at all.',
          ],
        },
        {
          title: 'Apply in the right order',
          body: [
            'Some approvals depend on others. Zoning and building approvals often come before an occupancy certificate, and a state license is often needed before a local one. Ask each office what it needs to see from the others.',
          ],
        },
        {
          title: 'Record every license',
          body: [
            'For each license, note the issuing agency, number, issue date, expiration date, renewal fee and any continuing education. Put each renewal on your calendar.',
          ],
        },
        {
          title: 'Display what must be displayed',
          body: [
            'Many licenses must be posted at your place of business or carried on a vehicle or at a job site. Check each one’s conditions.',
          ],
        },
      ],
    },
    { h: 2, text: 'Questions to ask each office' },
    {
      list: [
        ['Does my activity, at this address, need a license or permit from you?'],
        ['What does the application ask for, and do you need approvals from other offices first?'],
        ['What does it cost, how long does it take, and can I start work while it’s pending?'],
        ['When does it expire, how do I renew, and is there continuing education?'],
        ['Do I need an inspection, and who schedules it?'],
      ],
    },
    {
      p: [
        'Write down the answers, the date and the name of the person you spoke with, and keep any email confirmation. If you later hear something different from another office, that record makes the conversation much easier.',
      ],
    },
    {
      note: [
        'A license is issued to a specific business, activity and usually location. If you move, add a service, open a second location or start working in another city or state, check again: your existing licenses may not cover the change.',
      ],
    },
    { h: 2, text: 'Home-based businesses' },
    {
      p: [
        'Working from home doesn’t exempt you from licensing. Many cities allow home businesses under conditions, such as limits on customer visits, employees, signs, deliveries or the share of the home used for business. Your lease, homeowners’ association rules or deed restrictions may also limit what you can do, so read them before you start.',
      ],
    },
    { h: 2, text: 'Renewals' },
    {
      p: [
        'Licenses expire on their own schedules: some every year, some every two or more years, some on your birthday or the license’s anniversary. Renewing late can mean late fees, a lapse during which you can’t legally work, or having to apply again from scratch. A single list with every renewal date, kept with your other compliance dates, prevents most of these problems.',
      ],
    },
    { h: 2, text: 'Watch out for paid “license” offers' },
    {
      p: [
        'Official licenses come from government agencies, and you apply on the agency’s own website or at its office. Letters that offer to obtain a license or “certificate” for you at a high fee, or that warn your business is unlicensed and must pay immediately, deserve the same scrutiny as any other compliance solicitation.',
      ],
    },
    notAdviceNote(
      'Licensing rules depend on your exact activities and location and change often. If your business is in a regulated field, works across state lines or depends on a particular location’s zoning, talk to a business attorney and confirm the requirements with each agency before you start work.',
    ),
  ],
  sources: sourcesOf('sbaLicenses'),
};
