import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'workplace-posters-what-you-actually-need',
  name: 'Workplace posters: what you actually need, and why you shouldn’t pay for them',
  metaDescription:
    'Employers must display certain labor law notices, and the official posters are free. How to find the ones that apply and spot poster scams.',
  featuredImageAltText:
    'A break-room bulletin board with several official labor law notices pinned neatly side by side.',
  tags: ['Hiring', 'Compliance', 'Scams'],
  publishDate: '2026-10-20',
  body: [
    {
      p: [
        'Once you have employees, federal and state laws require you to display certain notices where they can see them: about minimum wage, job safety, equal employment opportunity, and more. It is a real obligation. It is also the basis of one of the most common scams aimed at small businesses, because the official posters cost nothing.',
      ],
    },
    { h: 2, text: 'Federal posters' },
    {
      p: [
        'The Department of Labor’s ',
        linkTo('dolPosters', 'workplace posters page'),
        ' explains which federal notices apply and lets you download or order them for free. Which ones you need depends on things like how many employees you have, whether you are a federal contractor, and which laws cover your business. The department’s online poster advisor asks a few questions and lists the posters for your situation.',
      ],
    },
    { h: 2, text: 'State and local posters' },
    {
      p: [
        'Most states have their own required notices, for example about the state minimum wage, unemployment insurance, workers’ compensation and paid leave, and some cities add more. State labor agencies generally provide their posters free on their websites. Check your state labor department’s employer pages when you hire your first employee, and once a year afterward, because posters are updated when laws or rates change.',
      ],
    },
    { h: 2, text: 'Where and how to post them' },
    {
      list: [
        [
          'Put them where employees can readily see them, such as a break room or near the time clock, at each location where employees work.',
        ],
        [
          'Some notices must also be available in other languages spoken by your workers, or provided electronically to remote employees. The agencies’ instructions say when.',
        ],
        [
          'Replace a poster when the agency issues a new version. Old minimum wage rates on the wall help nobody.',
        ],
      ],
    },
    { h: 2, text: 'The poster scam' },
    {
      p: [
        'The pattern is familiar: a letter, email or even a visit claims your business is out of compliance with labor poster rules and must pay a “compliance fee” or buy a poster set immediately, or face large fines. The notices often use official-sounding names, seals and legal citations. Some are merely overpriced, legal offers dressed up as bills; others are outright fraud.',
      ],
    },
    {
      list: [
        [
          'Government agencies don’t sell posters through cold letters and don’t demand a “fee” for them.',
        ],
        [
          'No one can fine you on the spot by mail for a poster. Real enforcement comes from the agency, through its own process.',
        ],
        [
          'Before paying, check the claim against the Department of Labor and your state labor agency’s own websites.',
        ],
      ],
    },
    {
      note: [
        'Commercial all-in-one poster sets are legal to buy, and some employers like the convenience. Just know that you are paying for convenience, not for compliance, and that the free official versions satisfy the requirement.',
      ],
    },
    {
      p: [
        'If you receive a threatening poster notice, you can report it to the FTC at ',
        linkTo('ftcReportFraud', 'ReportFraud.ftc.gov'),
        ' and to your state attorney general. Our guide on spotting compliance-letter scams covers the wider family of these mailings.',
      ],
    },
  ],
  sources: sourcesOf('dolPosters', 'ftcReportFraud'),
};
