import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'your-llc-name-is-not-a-trademark',
  name: 'Your LLC name is not a trademark',
  metaDescription:
    'The state approved your LLC’s name, but that doesn’t make it your brand. How business names and trademarks differ, and how to protect your brand.',
  featuredImageAltText:
    'A storefront sign with a business name being installed, with a ladder and a sketch of the logo taped to the window.',
  tags: ['Branding', 'Trademarks', 'Legal Basics'],
  publishDate: '2026-08-11',
  body: [
    {
      p: [
        'When the state approved your LLC, it confirmed that your name was distinguishable from other business names on its own register. It is easy to assume that means the name is now yours to use as a brand. It doesn’t. State name approval and trademark rights are separate systems with different purposes.',
      ],
    },
    { h: 2, text: 'What the state’s approval does' },
    {
      p: [
        'The state’s check keeps two entities registered in that state from having names that are too similar on its records. It doesn’t search other states, federal trademark registrations or the brands that businesses use without registering anything. It doesn’t give you the right to stop others from using a similar name for similar goods or services.',
      ],
    },
    { h: 2, text: 'What a trademark is' },
    {
      p: [
        'As the ',
        linkTo('usptoTrademarkBasics', 'USPTO explains'),
        ', a trademark is a word, phrase, symbol or design, or a combination of them, that identifies the source of your goods or services and distinguishes them from others. Trademark rights come from using a mark in commerce, and federal registration with the USPTO adds important benefits, including a public record of your claim and a legal presumption of ownership nationwide.',
      ],
    },
    { h: 2, text: 'Why this matters to a new business' },
    {
      list: [
        [
          'Someone may already use a similar brand for similar services, even though the state approved your LLC name. If they were first, they may be able to stop you, and rebranding after you’ve printed signs and built a website is expensive.',
        ],
        [
          'Your brand may not be your LLC name at all. Many businesses trade under a different name or a product name, which needs its own protection.',
        ],
        [
          'A domain name or social media handle isn’t a trademark either. It’s useful to secure them, but they don’t give you exclusive rights to the name.',
        ],
      ],
    },
    { h: 2, text: 'Sensible steps' },
    {
      list: [
        [
          'Before you invest in a brand, search for similar names used for similar goods or services: the USPTO’s trademark search, state trademark records, web searches and marketplaces.',
        ],
        [
          'If you trade under a name other than your LLC’s legal name, register it as an assumed name (DBA) where your state or county requires.',
        ],
        [
          'Consider federal registration if you plan to use the brand across state lines or online. A trademark attorney can assess the risks and the strength of your mark.',
        ],
        ['Use your mark consistently, and keep records of when and where you first used it.'],
      ],
    },
    {
      note: [
        'After you apply for a trademark, expect official-looking letters from private companies offering “registration”, “monitoring” or “renewal” services. The USPTO ',
        linkTo('usptoMisleadingNotices', 'warns about these misleading notices'),
        '. Official USPTO correspondence comes from the USPTO itself.',
      ],
    },
    {
      p: [
        'Your LLC name is the legal identity of your company. Your brand is how customers recognize you. Protecting both, in the right places, is part of building a business that lasts.',
      ],
    },
  ],
  sources: sourcesOf('usptoTrademarkBasics', 'usptoMisleadingNotices'),
};
