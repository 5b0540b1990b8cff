import { linkTo, sourcesOf } from '../agency-pages';
import type { ArticleSource } from '../content-source';

export const ARTICLE: ArticleSource = {
  slug: 'is-that-irs-letter-real',
  name: 'Is that IRS letter real? How to check before you respond',
  metaDescription:
    'Real IRS notices exist, and so do convincing fakes. How the IRS actually contacts businesses, the warning signs of a scam, and how to verify.',
  featuredImageAltText:
    'A business owner comparing a letter with an IRS notice number against the IRS website on a laptop.',
  tags: ['Scams', 'Taxes'],
  publishDate: '2026-09-08',
  body: [
    {
      p: [
        'An envelope with “Internal Revenue Service” on it gets anyone’s attention. Most IRS letters are routine: a confirmation, a request for a missing form, a notice that a number doesn’t match. Some are scams built to look routine. The good news is that real IRS contact follows patterns, and a fake usually breaks them.',
      ],
    },
    { h: 2, text: 'How the IRS really contacts you' },
    {
      p: [
        'According to the IRS’s guide ',
        linkTo(
          'irsRealIrsContact',
          'How to know it’s really the IRS calling or knocking on your door',
        ),
        ', the IRS initiates most contacts through regular mail. It may call or visit in some situations, such as an overdue tax bill or an audit, but usually after it has written to you.',
      ],
    },
    { h: 2, text: 'Things the IRS doesn’t do' },
    {
      list: [
        [
          'Demand immediate payment by gift card, prepaid debit card, wire transfer or cryptocurrency.',
        ],
        [
          'Threaten to have you arrested or deported, or to take away your business license, for not paying on the spot.',
        ],
        ['Demand payment without giving you a chance to question or appeal the amount.'],
        ['Ask for credit or debit card numbers over the phone out of the blue.'],
        ['Make first contact about a tax bill by text message or social media.'],
      ],
    },
    { h: 2, text: 'Checking a letter' },
    {
      list: [
        [
          'Look for the notice or letter number, usually in the top or bottom right corner (for example “CP” followed by digits). The IRS’s page ',
          linkTo('irsNoticeOrLetter', 'Understanding your IRS notice or letter'),
          ' lets you look it up and explains what each one means and what to do.',
        ],
        [
          'Compare the details with your own records: the EIN or Social Security number, the tax year and the form involved.',
        ],
        [
          'Check your account directly. Sign in to your IRS online account through irs.gov, or call the IRS at a number you find on irs.gov, not one printed on a suspicious letter.',
        ],
        [
          'Pay only through the IRS’s own channels, such as ',
          linkTo('irsDirectPay', 'IRS Direct Pay'),
          ' or EFTPS, or by check payable to the “United States Treasury”.',
        ],
      ],
    },
    {
      note: [
        'Real notices have deadlines, and ignoring one can cost you. If the letter checks out, respond by the date it gives, even if only to say you disagree, and keep a copy of everything you send.',
      ],
    },
    { h: 2, text: 'Look-alikes that aren’t scams, exactly' },
    {
      p: [
        'Some private companies send letters about “tax debt relief” or “business compliance” designed to look like government notices. They aren’t from the IRS, and you don’t need them to deal with the IRS. If you owe tax and need help, a CPA, enrolled agent or tax attorney can represent you, and the IRS offers payment plans directly.',
      ],
    },
    { h: 2, text: 'If you think it’s a scam' },
    {
      p: [
        'Don’t reply, call or click. Report it: the IRS page on recognizing real IRS contact explains where to report impersonation, and you can also report it to the FTC at ',
        linkTo('ftcReportFraud', 'ReportFraud.ftc.gov'),
        '. If you already paid or shared information, contact your bank right away and ask for help from a tax professional.',
      ],
    },
  ],
  sources: sourcesOf('irsRealIrsContact', 'irsNoticeOrLetter', 'irsDirectPay', 'ftcReportFraud'),
};
