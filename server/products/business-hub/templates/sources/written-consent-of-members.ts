import { heading, ownerNote, para, body } from '../docx-blocks';
import { answer, legalName, stateName } from '../fill-values';
import { memberSignatures } from '../governance-parts';
import { EFFECTIVE_DATE } from '../questions/shared';
import { ACTIONS } from '../questions/written-consent-of-members';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('written-consent-of-members'),
  description:
    'Lets your LLC’s members approve a decision in writing instead of holding a meeting, with a signature line for each member and their percentage interest.',
  category: 'LLC Governance',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Most LLC laws let members act by written consent without a meeting, but the number of signatures needed differs: your operating agreement, or your state’s law where the agreement is silent, may require every member to sign rather than a majority. Check before you rely on fewer signatures.',
      ),
      heading(`Written consent of the members of ${legalName(fill)}`),
      para(
        `The undersigned, being the members of ${legalName(fill)}, a limited liability company formed in ${stateName(fill)} (the “Company”), and holding at least the percentage interests needed to take these actions, consent to the following actions without a meeting, as the Company’s operating agreement and the law allow.`,
      ),
      heading('Resolutions'),
      para(`RESOLVED, that the Company approves the following: ${answer(fill, ACTIONS)}`),
      para(
        'RESOLVED FURTHER, that each member [or: the member named here] is authorized to sign the documents and take the other steps needed to carry out these resolutions, and that any such step already taken is approved.',
      ),
      heading('Effect'),
      para(
        `This consent takes effect on ${answer(fill, EFFECTIVE_DATE)}, or when it has been signed by members holding the percentage interests needed, if later. Members may sign in counterparts and electronically. This consent will be kept with the Company’s records and minutes.`,
      ),
      memberSignatures(fill),
    ),
};
