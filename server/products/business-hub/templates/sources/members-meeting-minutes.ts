import { detailsTable, heading, para, signatureBlock, subheading, body } from '../docx-blocks';
import { answer, legalName, stateName } from '../fill-values';
import { membersTable } from '../governance-parts';
import { CHAIR, DATE, PLACE, RECORDER } from '../questions/members-meeting-minutes';
import { catalogued, type TemplateSource } from '../template-source';

const AGENDA_ITEMS = 3;

export const TEMPLATE: TemplateSource = {
  ...catalogued('members-meeting-minutes'),
  description:
    'Minutes for a meeting of your LLC’s members: who attended and with what share, whether there was a quorum, what was discussed and decided, and the signatures.',
  category: 'LLC Governance',
  legal: true,
  build: (fill) =>
    body(
      heading(`Minutes of a meeting of the members of ${legalName(fill)}`),
      detailsTable([
        ['Company', `${legalName(fill)}, a ${stateName(fill)} limited liability company`],
        ['Date and time', `${answer(fill, DATE)}, [Start time]`],
        ['Place', answer(fill, PLACE)],
        ['Led by', answer(fill, CHAIR)],
        ['Minutes taken by', answer(fill, RECORDER)],
        ['Notice', '[How and when members were notified, or “All members waived notice”]'],
      ]),
      heading('Members present'),
      membersTable(fill, { header: 'Present or absent', cell: '[Present or absent]' }),
      para(
        `Also present: [Names and roles of any non-members, or “none”]. Members holding [Total]% of the percentage interests were present, which is a quorum under the Company’s operating agreement. ${answer(fill, CHAIR)} called the meeting to order.`,
      ),
      heading('Business of the meeting'),
      para(
        'The minutes of the previous meeting, held on [Date], were [approved as written, or approved with these corrections].',
      ),
      Array.from({ length: AGENDA_ITEMS }, (_, index) => [
        subheading(`Item ${index + 1}: [Topic]`),
        para('Discussion: [A short summary of what was discussed and any information presented.]'),
        para(
          'Decision: On a motion made and seconded, members holding [Share in favor]% of the percentage interests voted in favor and [Share against]% against, and the members resolved to [the decision, or “take no action”].',
        ),
      ]).flat(),
      heading('Close of the meeting'),
      para('With no further business, the meeting ended at [End time].'),
      signatureBlock({ party: 'Minutes recorded by', name: answer(fill, RECORDER) }),
      signatureBlock({
        party: 'Approved by the person who led the meeting',
        name: answer(fill, CHAIR),
      }),
    ),
};
