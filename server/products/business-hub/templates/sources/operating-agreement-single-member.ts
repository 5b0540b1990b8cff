import { clauses, detailsTable, heading, ownerNote, signatureBlock, body } from '../docx-blocks';
import { answer, legalName, soleMember } from '../fill-values';
import { closingClauses, formationClauses, LIABILITY_CLAUSES } from '../governance-parts';
import { EFFECTIVE_DATE, FORMATION_DATE } from '../questions/shared';
import { SUCCESSOR } from '../questions/operating-agreement-single-member';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('operating-agreement-single-member'),
  description:
    'A starting point for a one-owner LLC’s operating agreement: ownership, management, money, taxes, keeping the LLC separate, and what happens if you can no longer run it.',
  category: 'LLC Governance',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Even a one-owner LLC benefits from a written operating agreement: banks often ask for one, and it helps show the LLC is a business separate from you. This starter is member-managed and keeps to common ground. LLC laws differ by state, so read every clause, change what doesn’t fit, and ask an attorney about anything unusual, such as outside investors or a manager who isn’t the owner.',
      ),
      heading(`Operating agreement of ${legalName(fill)}`),
      detailsTable([
        ['Company', legalName(fill)],
        ['Sole member', soleMember(fill)],
        ['Effective date', answer(fill, EFFECTIVE_DATE)],
      ]),
      clauses([
        ...formationClauses(fill, answer(fill, FORMATION_DATE)),
        {
          title: 'Sole member and ownership',
          body: [
            `${soleMember(fill)} (the “Member”) is the Company’s only member and owns 100% of its membership interest. The Member’s initial capital contribution is [Describe: cash, equipment or other property, and its value]. The Member doesn’t have to contribute more, but may choose to.`,
          ],
        },
        {
          title: 'Management',
          body: [
            'The Company is managed by the Member, who has full authority to run its business and sign for it. The Member may appoint officers or managers, give them titles and duties, and remove them, in writing.',
          ],
        },
        {
          title: 'Distributions',
          body: [
            'The Member decides when the Company distributes money to the Member. The Company won’t make a distribution that would leave it unable to pay its debts as they come due, or that its state’s LLC law otherwise forbids.',
          ],
        },
        {
          title: 'Taxes',
          body: [
            'For federal income tax purposes, a single-member LLC is by default disregarded as separate from its owner, unless it elects to be taxed as a corporation (for example, to then elect S corporation status). The Member may make any tax election the law allows and will keep the Company’s tax records with its books.',
          ],
        },
        ...LIABILITY_CLAUSES,
        {
          title: 'Transfers and new members',
          body: [
            'The Member may transfer all or part of the membership interest. A new member is admitted only with the Member’s written consent, and the Company and its members should then adopt a new operating agreement written for more than one member.',
          ],
        },
        {
          title: 'If the Member dies or becomes incapacitated',
          body: [
            `So the business doesn’t stall, the Member names ${answer(fill, SUCCESSOR)} to manage the Company temporarily if the Member dies or can’t manage it, until the Member’s interest passes to the Member’s heirs or legal representative and they decide how to continue. The Member’s interest passes as the Member’s will, trust or the law provides, and the person who receives it is admitted as a member.`,
          ],
        },
        {
          title: 'Dissolution',
          body: [
            'The Company dissolves when the Member decides in writing, or when the law requires it. It then winds up its affairs: it finishes or ends its business, pays or provides for its debts, distributes what is left to the Member, and files the state’s dissolution or cancellation document.',
          ],
        },
        ...closingClauses(fill, 'signed by the Member'),
      ]),
      signatureBlock({
        party: `Member of ${legalName(fill)}`,
        name: soleMember(fill),
        title: 'Sole Member',
      }),
    ),
};
