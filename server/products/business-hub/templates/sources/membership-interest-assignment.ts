import { clauses, para, signatureBlock, body, heading } from '../docx-blocks';
import { answer, legalName, stateName } from '../fill-values';
import { memberSignatures } from '../governance-parts';
import { EFFECTIVE_DATE } from '../questions/shared';
import { ASSIGNEE, ASSIGNOR, PRICE, SHARE } from '../questions/membership-interest-assignment';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('membership-interest-assignment'),
  description:
    'Records a member’s transfer of all or part of their LLC ownership to someone else: the share, the price, each side’s promises, and the other members’ consent.',
  category: 'LLC Governance',
  legal: true,
  build: (fill) =>
    body(
      para(
        `This Assignment of Membership Interest takes effect on ${answer(fill, EFFECTIVE_DATE)}. In it, ${answer(fill, ASSIGNOR)} (the “Assignor”) transfers part or all of their membership interest in ${legalName(fill)}, a limited liability company formed in ${stateName(fill)} (the “Company”), to ${answer(fill, ASSIGNEE)} (the “Assignee”).`,
      ),
      clauses([
        {
          title: 'The transfer',
          body: [
            `The Assignor assigns to the Assignee a membership interest equal to ${answer(fill, SHARE)}% of all membership interests in the Company, with the matching share of profits, losses and distributions and, once admitted as a member, the rights that go with it under the Company’s operating agreement.`,
          ],
        },
        {
          title: 'Price',
          body: [
            `The price for the interest is ${answer(fill, PRICE)}, paid [in full at signing, or as follows].`,
          ],
        },
        {
          title: 'The Assignor’s promises',
          body: [
            'The Assignor promises that they own the interest, that it is free of any lien, pledge or claim of anyone else, and that they have the right to transfer it, subject only to the consents below.',
          ],
        },
        {
          title: 'Operating agreement and consent',
          body: [
            'Most operating agreements, and the LLC laws of many states, let someone who receives an interest become a full member (with a vote) only with the other members’ consent. The members sign below to give that consent. The Assignee agrees to be bound by the Company’s operating agreement as a member.',
          ],
        },
        {
          title: 'Taxes and records',
          body: [
            'Each party is responsible for their own taxes on this transfer; a change of ownership can also change how the Company files its taxes, so the parties will check with a tax professional. The Company will update its records of members and percentages to show this transfer.',
          ],
        },
        {
          title: 'Further steps',
          body: [
            'Each party will sign any further documents reasonably needed to complete this transfer. This assignment binds the parties and those who take their place, and may be signed in counterparts and electronically.',
          ],
        },
      ]),
      signatureBlock({ party: 'Assignor', name: answer(fill, ASSIGNOR) }),
      signatureBlock({ party: 'Assignee', name: answer(fill, ASSIGNEE) }),
      heading('Consent of the members'),
      para(
        `The undersigned members of ${legalName(fill)} consent to this assignment and to the admission of the Assignee as a member.`,
      ),
      memberSignatures(fill),
    ),
};
