import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'spotting-compliance-letter-scams',
  name: 'Spotting compliance-letter scams',
  description:
    'How to recognize official-looking solicitations for certificates of good standing, annual minutes, labor law posters and filing services, and how to check what your LLC really owes.',
  category: 'Compliance',
  publishDate: '2026-09-02',
  body: [
    {
      p: [
        'Soon after you form an LLC, the mail starts arriving. Some of it is real: a welcome letter from the state, a notice from the IRS confirming your EIN. Some of it only looks real. Your LLC’s name, address, filing date and entity number are public records, and private companies use them to send forms that look like government bills. They ask you to pay for documents you don’t need, or to pay several times the state’s fee for a filing you could make yourself in minutes.',
      ],
    },
    {
      p: [
        'The ',
        linkTo('ftcCertificateScams', 'Federal Trade Commission'),
        ' has warned business owners about these mailers, and so have several Secretaries of State, including ',
        linkTo('caSosCertificateAlert', 'California’s'),
        ' and ',
        linkTo('ncSosMisleadingMail', 'North Carolina’s'),
        '. Some are outright fraud. Others stay just inside the law with a disclaimer in small print, which is why they keep coming.',
      ],
    },
    { h: 2, text: 'The usual suspects' },
    {
      list: [
        [
          '“Certificate of good standing” or “certificate of status” order forms. Most new LLCs never need one. If a bank or client does ask for one, you can order it from your state’s business filing office, usually online and for a fraction of what these forms charge.',
        ],
        [
          '“Annual minutes” or “annual records” forms that cite state law and warn of penalties. Minutes, where a company keeps them, are internal records that stay with its own papers; you don’t send them to the state, and you don’t need a stranger to write them.',
        ],
        [
          'Annual report or Statement of Information “filing services” with urgent deadlines and fees far above the state’s. California’s Secretary of State describes ',
          linkTo('caSosStatementAlert', 'one such form'),
          ' designed to look like an official tax document.',
        ],
        [
          'Labor law poster “compliance notices” that threaten fines. The federal posters employers must display are ',
          linkTo('dolPosters', 'free from the Department of Labor'),
          ', and most state labor agencies give theirs away too.',
        ],
        [
          'Trademark and “business registry” notices. The ',
          linkTo('usptoMisleadingNotices', 'USPTO'),
          ' warns that private companies send official-looking offers and invoices to trademark owners and applicants.',
        ],
        [
          'Paid “EIN registration” services. The IRS ',
          linkTo('irsEinOnline', 'issues EINs for free'),
          '.',
        ],
      ],
    },
    { h: 2, text: 'Red flags' },
    {
      list: [
        [
          'An agency-sounding name that isn’t an agency, often with “United States”, “State”, “Department” or “Compliance” in it, plus a seal or an eagle.',
        ],
        [
          'Your real entity number and filing date, copied from public records to make the letter look informed.',
        ],
        [
          'A “respond by” date in large type and a warning of fines, suspension or loss of your company.',
        ],
        ['A fee much higher than the state’s own fee for the same thing.'],
        [
          'Fine print saying “not a government agency”, “this is a solicitation, not a bill”, or “not affiliated with the Secretary of State”.',
        ],
        ['Payment to a private company, often at a post office box or a different state.'],
        [
          'Any request to pay by wire transfer, gift card, cryptocurrency or payment app. Government agencies don’t ask for payment that way.',
        ],
      ],
    },
    { h: 2, text: 'Real mail you shouldn’t ignore' },
    {
      p: [
        'Being careful shouldn’t turn into throwing everything away. Genuine reminders from your state’s business filing office, notices from the IRS or your state tax agency, and legal papers delivered through your registered agent all need a response, sometimes by a firm deadline. The difference is that real notices point you to the agency’s own website or payment system and match what you find when you check your LLC’s record yourself.',
      ],
    },
    { h: 2, text: 'What to do when a letter arrives' },
    {
      steps: [
        {
          title: 'Don’t pay from the letter',
          body: [
            'Set it aside. Nothing legitimate requires you to pay within minutes, and you can always pay a real bill after checking it.',
          ],
        },
        {
          title: 'Find the real agency yourself',
          body: [
            'Don’t call the number or visit the website printed on the letter. Look the agency up independently, for example through the ',
            linkTo('usaGovAgencies', 'USA.gov agency index'),
            ' or your state’s official website, which ends in .gov.',
          ],
        },
        {
          title: 'Check what your LLC actually owes',
          body: [
            'Look up your LLC on the state’s business entity search and compare the letter with your Compliance Calendar. If no report or fee is due, the letter is selling something.',
          ],
        },
        {
          title: 'If something is due, file directly',
          body: [
            'File the report or order the certificate on the state’s own website and pay the state’s fee. No private company can issue an official state certificate.',
          ],
        },
        {
          title: 'Report it',
          body: [
            'Report suspicious letters at ',
            linkTo('ftcReportFraud', 'ReportFraud.ftc.gov'),
            ' and to the Secretary of State or attorney general in your state. Those reports are how agencies spot patterns and act.',
          ],
        },
        {
          title: 'Tell whoever opens the mail',
          body: [
            'If a partner, bookkeeper or assistant pays bills, show them what these letters look like and agree that no unexpected invoice is paid without a second look.',
          ],
        },
      ],
    },
    { h: 2, text: 'If you already paid' },
    {
      p: [
        'Contact your bank or card issuer right away and ask about disputing the charge; the sooner you ask, the more options you may have. Report what happened to the FTC and your state. Then check the state’s records to see whether anything was actually filed for your LLC, and file directly if a real requirement is still outstanding.',
      ],
    },
    { h: 2, text: 'Why impersonators are easier to pursue now' },
    {
      p: [
        'In 2024 the FTC’s rule against impersonating government agencies and businesses took effect, and the agency ',
        linkTo('ftcImpersonationRule', 'described it'),
        ' as a stronger tool for going after impersonators. That doesn’t make every misleading solicitation illegal, so your own habit of checking before paying remains the best protection.',
      ],
    },
    notAdviceNote(
      'If a letter threatens legal action, claims to be from a court, or concerns a tax debt you don’t recognize, verify it with the agency directly and talk to a business attorney or a CPA before you pay or sign anything.',
    ),
  ],
  sources: sourcesOf(
    'ftcCertificateScams',
    'caSosCertificateAlert',
    'ncSosMisleadingMail',
    'caSosStatementAlert',
    'dolPosters',
    'usptoMisleadingNotices',
    'irsEinOnline',
    'usaGovAgencies',
    'ftcReportFraud',
    'ftcImpersonationRule',
  ),
};
