import { answer } from '../fill-values';
import { agreement } from '../agreement-parts';
import { DTSA_IMMUNITY_NOTICE } from '../trade-secret-notice';
import { EFFECTIVE_DATE } from '../questions/shared';
import { OTHER, PURPOSE, YEARS } from '../questions/mutual-nda';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('mutual-nda'),
  description:
    'A two-way NDA for sharing confidential information with another business while you explore working together: what’s covered, how it’s protected, and for how long.',
  category: 'Contracts & Agreements',
  legal: true,
  build: (fill) =>
    agreement(fill, {
      title: 'Mutual Non-Disclosure Agreement',
      date: answer(fill, EFFECTIVE_DATE),
      other: { name: answer(fill, OTHER), address: '[Other party’s address]', role: 'Other Party' },
      afterParties:
        'Each party may share confidential information with the other (as the “Discloser”) and receive it (as the “Recipient”).',
      clauses: [
        {
          title: 'Purpose',
          body: [
            `The parties want to share information for this purpose only: ${answer(fill, PURPOSE)} (the “Purpose”).`,
          ],
        },
        {
          title: 'What is confidential',
          body: [
            '“Confidential Information” is any non-public information the Discloser shares with the Recipient for the Purpose, in any form, that is marked confidential or that a reasonable person would understand to be confidential: for example, business plans, prices, customer lists, finances, product designs, software and know-how.',
          ],
        },
        {
          title: 'What is not confidential',
          body: [
            'Confidential Information doesn’t include information that (a) is or becomes public through no fault of the Recipient, (b) the Recipient already knew without a duty of confidentiality, (c) the Recipient receives from someone else who is free to share it, or (d) the Recipient develops on its own without using the Discloser’s information.',
          ],
        },
        {
          title: 'How the Recipient protects it',
          body: [
            'The Recipient will use Confidential Information only for the Purpose; protect it with at least the care it uses for its own similar information, and never less than reasonable care; and share it only with its employees, contractors and advisers who need it for the Purpose and are bound to keep it confidential. The Recipient is responsible for what those people do with it.',
          ],
        },
        {
          title: 'Disclosures the law requires',
          body: [
            'If a law, court or government agency requires the Recipient to disclose Confidential Information, the Recipient may do so, but it will first tell the Discloser, if the law allows, so the Discloser can seek protection, and it will disclose only what is required.',
          ],
        },
        {
          title: 'How long it lasts',
          body: [
            `The Recipient’s duties last for ${answer(fill, YEARS)} after the last disclosure under this agreement. Information that is a trade secret stays protected for as long as it remains a trade secret under the law.`,
          ],
        },
        {
          title: 'Returning information',
          body: [
            'When the Discloser asks in writing, the Recipient will promptly return or destroy the Discloser’s Confidential Information, except copies it must keep by law or that sit in routine backups, which stay protected by this agreement.',
          ],
        },
        {
          title: 'No other commitments',
          body: [
            'Sharing information doesn’t give the Recipient any license or ownership of it, and it is shared “as is.” Neither party has to share any information or enter into any further deal because of this agreement.',
          ],
        },
        {
          title: 'Remedies',
          body: [
            'Misuse of Confidential Information could cause harm that money alone can’t repair, so the Discloser may ask a court for an order to stop it, in addition to any other remedy the law provides.',
          ],
        },
        {
          title: 'Protected reporting',
          body: [
            'Nothing in this agreement stops anyone from reporting a possible violation of law to a government agency, or from making other disclosures the law protects.',
            DTSA_IMMUNITY_NOTICE,
          ],
        },
      ],
    }),
};
