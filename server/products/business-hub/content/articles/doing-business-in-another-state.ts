import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'doing-business-in-another-state',
  name: 'Doing business in another state: when your LLC needs to register there',
  metaDescription:
    'Hiring, opening an office or working regularly in another state can mean registering your LLC there as a foreign LLC. How to tell, and what follows.',
  featuredImageAltText:
    'A map of the United States on a wall with two states connected by a string and pins, next to a calendar.',
  tags: ['Compliance', 'Growth', 'Multi-State'],
  publishDate: '2026-10-06',
  body: [
    {
      p: [
        'Your LLC was formed in one state, its “home” or domestic state. If it starts doing business in another state, that state may require it to register there as a “foreign” LLC. Foreign here just means formed in a different state. The process is often called foreign qualification, and the ',
        linkTo('sbaRegister', 'SBA’s registration guide'),
        ' covers it alongside forming your business.',
      ],
    },
    { h: 2, text: 'What counts as doing business' },
    {
      p: [
        'Each state defines “doing business” in its own law, and the definitions differ. In general, activities like these often trigger registration:',
      ],
    },
    {
      list: [
        ['An office, store, warehouse or other physical location in the state.'],
        ['Employees who work in the state.'],
        ['Regular, ongoing in-person work for customers in the state.'],
      ],
    },
    {
      p: [
        'Many states list activities that don’t count on their own, such as isolated transactions, holding bank accounts, or selling across state lines without a presence there. Read the state’s own rules, and ask an attorney if you are close to the line.',
      ],
    },
    {
      note: [
        'Registration and taxes are separate questions. You can owe a state’s sales tax or income tax without having to register the LLC there, and the reverse. Check both.',
      ],
    },
    { h: 2, text: 'What registering involves' },
    {
      list: [
        [
          'Filing an application, often called an application for a certificate of authority or registration, with the other state’s business filing office, and paying its fee.',
        ],
        [
          'Often, providing a recent certificate of good standing from your home state, ordered directly from that state.',
        ],
        ['Naming a registered agent with a street address in the new state.'],
        [
          'Using a name that is available in the new state; if it isn’t, some states let you register under an alternate name for use there.',
        ],
      ],
    },
    { h: 2, text: 'What follows registration' },
    {
      p: [
        'Once registered, your LLC usually takes on the new state’s ongoing requirements too: its annual or periodic reports, any state LLC taxes or fees, and often state tax registrations for payroll or sales. Add every new date to your Compliance Calendar, and keep the registration current until you formally withdraw when you stop doing business there.',
      ],
    },
    { h: 2, text: 'Why not just skip it?' },
    {
      p: [
        'States that require registration typically impose penalties and back fees on LLCs that should have registered and didn’t, and in many states an unregistered LLC can’t bring a lawsuit in the state’s courts until it registers. That can matter a great deal if a customer there doesn’t pay.',
      ],
    },
    { h: 2, text: 'Should you form in another state instead?' },
    {
      p: [
        'Owners sometimes form an LLC in a state they’ve heard is business-friendly while operating somewhere else. In most cases, a small business that operates in its home state ends up registering there as a foreign LLC anyway, paying two states’ fees and keeping two sets of filings. If you are considering it, run the numbers with a CPA and an attorney first.',
      ],
    },
  ],
  sources: sourcesOf('sbaRegister'),
};
