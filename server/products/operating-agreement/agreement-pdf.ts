import type { Content, ContentCanvas, Node, NodeQueries } from 'pdfmake/interfaces';
import type { RecordAddress } from '../../../src/domain/business-record';
import { charterDate } from '../../documents/pdf-writer';
import { renderPdf } from '../../documents/pdfmake-document';
import {
  articleNumber,
  type AgreementArticle,
} from '../../../src/domain/operating-agreement/agreement-outline';
import { winAnsiText } from '../../documents/win-ansi-text';
import type { SignatureField } from '../../signing/signing-provider';
import {
  managers,
  memberName,
  type AgreementMember,
  type AgreementTerms,
} from './agreement-answers';

/*
 * The LLC operating agreement (issue 16, decision 0050): a complete agreement written from the
 * business as filed and the members the owner confirmed, laid out by pdfmake, which wraps,
 * paginates, keeps each signature block on one page and numbers the pages. Standard fonts
 * (Times): nothing to embed, and text any PDF reader can search.
 */

export const AGREEMENT_TITLE = 'Operating Agreement';

/** One-inch margins on US Letter, in points. */
const MARGIN = 72;
/** Where each member signs: a box this size above the signature line. */
export const SIGNATURE_BOX = { width: 260, height: 54 };

export interface RenderedAgreement {
  bytes: Uint8Array;
  /** Where each member signs, in the members' order. */
  signatureFields: SignatureField[];
}

/** Text the standard fonts can draw. */
const t = winAnsiText;

const percent = (member: AgreementMember) => `${member.percentage}%`;

function addressLine(address: RecordAddress): string {
  const street = [address.street_address, address.street_address_2].filter(Boolean).join(', ');
  return [street, address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** 'A', 'A and B', 'A, B and C'. */
function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A heading, kept with the text after it (fieldLayout). */
const heading = (text: string): Content => ({ text: t(text), style: 'article', headlineLevel: 1 });

const article = (title: AgreementArticle) =>
  heading(`ARTICLE ${articleNumber(title)}\n${title.toUpperCase()}`);

const clause = (number: string, title: string, ...body: string[]): Content => ({
  text: [{ text: t(`${number} ${title}. `), bold: true }, t(body.join(' '))],
  style: 'clause',
});

const list = (items: readonly string[]): Content => ({
  ol: items.map((item) => t(item)),
  type: 'lower-alpha',
  style: 'list',
});

function notice(terms: AgreementTerms): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'Before you sign', bold: true, margin: [0, 0, 0, 3] },
              t(
                `This agreement was prepared by Charter from the information on file for ${terms.businessName} and the details its owner confirmed, using Charter's standard operating agreement for a limited liability company. Once signed by every member it is a binding contract among the members and the Company. Every member should read all of it before signing, and may wish to have a lawyer review it, particularly where the members have arrangements it does not describe (for example different classes of interest, vesting, or special allocations). Charter is not a law firm and does not give legal advice.`,
              ),
            ],
            margin: [8, 6, 8, 6],
          },
        ],
      ],
    },
    layout: { hLineWidth: () => 0.75, vLineWidth: () => 0.75 },
    margin: [0, 0, 0, 14],
  };
}

function formation(terms: AgreementTerms): Content[] {
  const { businessName, state, filedOn, registeredAgent, purpose } = terms;
  const filed = filedOn ? ` on ${charterDate(filedOn)}` : '';
  const agent = registeredAgent
    ? registeredAgent.address
      ? `The Company's registered agent in the State of ${state} is ${registeredAgent.name}, whose address is ${addressLine(registeredAgent.address)}.`
      : `The Company's registered agent in the State of ${state} is ${registeredAgent.name}, at the registered office on file with the ${state} Secretary of State.`
    : `The Company's registered agent in the State of ${state} is the agent on file with the ${state} Secretary of State.`;
  return [
    article('Formation'),
    clause(
      '1.1',
      'Formation',
      `The Company was formed as a limited liability company under the laws of the State of ${state} by filing its articles of organization (or certificate of formation) with the ${state} Secretary of State${filed}.`,
      `The rights and obligations of the Company and its Members are governed by this Agreement and, where this Agreement is silent, by the limited liability company law of the State of ${state} (the "Act").`,
    ),
    clause('1.2', 'Name', `The name of the Company is ${businessName}.`),
    clause(
      '1.3',
      'Principal Office',
      `The principal office of the Company is ${addressLine(terms.principalOffice)}, or any other place the Members decide.`,
    ),
    clause(
      '1.4',
      'Registered Agent',
      agent,
      'The Company may change its registered agent or registered office as the Act allows.',
    ),
    clause(
      '1.5',
      'Purpose',
      `The purpose of the Company is to engage in any lawful act or activity for which a limited liability company may be formed under the Act${purpose ? `, including ${purpose}` : ''}.`,
    ),
    clause(
      '1.6',
      'Term',
      'The Company began on the filing of its articles and continues until it is dissolved and wound up under Article 10.',
    ),
  ];
}

function membersTable(terms: AgreementTerms): Content {
  const header = ['Member', 'Email', 'Percentage Interest', 'Initial Capital Contribution'].map(
    (text) => ({ text, bold: true }),
  );
  const rows = terms.members.map((member) => [
    t(memberName(member) + (member.isManagingMember ? '\n(Managing Member)' : '')),
    t(member.email),
    { text: percent(member), alignment: 'right' as const },
    t(member.capitalContribution || "As recorded in the Company's books"),
  ]);
  const total = terms.members.reduce((sum, member) => sum + member.percentage, 0);
  return {
    table: {
      headerRows: 1,
      widths: ['*', '*', 'auto', '*'],
      body: [
        header,
        ...rows,
        [
          { text: 'Total', bold: true },
          '',
          { text: `${total}%`, alignment: 'right', bold: true },
          '',
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    style: 'table',
  };
}

function membership(terms: AgreementTerms): Content[] {
  return [
    article('Members and Percentage Interests'),
    clause(
      '2.1',
      'Members',
      'The Members of the Company, their Percentage Interests and their initial Capital Contributions are:',
    ),
    membersTable(terms),
    clause(
      '2.2',
      'Percentage Interests',
      "A Member's Percentage Interest is that Member's share of the Company's profits, losses and distributions and of the votes of the Members. The Percentage Interests of all Members together are one hundred percent.",
    ),
    clause(
      '2.3',
      'New Members',
      'A person may be admitted as a new Member only with the written consent of all Members, and on signing this Agreement or a joinder to it.',
    ),
    clause(
      '2.4',
      'Limited Liability',
      'No Member is personally liable for any debt, obligation or liability of the Company, whether arising in contract, tort or otherwise, solely by reason of being a Member or taking part in the management of the Company.',
    ),
    clause(
      '2.5',
      'Other Activities',
      'A Member may engage in other business activities, except that no Member may compete with the Company or take for themselves a business opportunity of the Company without the consent of the other Members.',
    ),
  ];
}

function capital(): Content[] {
  return [
    article('Capital Contributions'),
    clause(
      '3.1',
      'Initial Contributions',
      'Each Member has contributed, or will contribute, the initial Capital Contribution shown in Section 2.1.',
    ),
    clause(
      '3.2',
      'Additional Contributions',
      'No Member is required to make any further contribution. Additional contributions may be made only with the consent of all Members, and the Members will then adjust the Percentage Interests as they agree in writing.',
    ),
    clause(
      '3.3',
      'Capital Accounts',
      'The Company keeps a separate capital account for each Member, maintained as Treasury Regulations section 1.704-1(b)(2)(iv) requires. No Member earns interest on, or may withdraw, any part of their capital account except as this Agreement provides.',
    ),
    clause(
      '3.4',
      'Loans',
      'With the consent of the Members, a Member may lend money to the Company on commercially reasonable terms. A loan is not a Capital Contribution.',
    ),
  ];
}

function allocations(terms: AgreementTerms): Content[] {
  const decider = managers(terms) === 'all' ? 'the Members' : 'the Managing Members';
  const singleMember = terms.members.length === 1;
  return [
    article('Allocations and Distributions'),
    clause(
      '4.1',
      'Profits and Losses',
      "The Company's profits and losses for each fiscal year are allocated among the Members in proportion to their Percentage Interests.",
    ),
    clause(
      '4.2',
      'Distributions',
      `Distributions of available cash are made at the times and in the amounts ${decider} decide, to all Members at once in proportion to their Percentage Interests.`,
      'The Company will try, to the extent cash allows, to distribute enough each year for the Members to pay the income tax on the profits allocated to them.',
    ),
    clause(
      '4.3',
      'Limits',
      'No distribution may be made if, afterwards, the Company could not pay its debts as they come due or its liabilities would exceed its assets, or if the distribution would otherwise violate the Act.',
    ),
    clause(
      '4.4',
      'Tax Treatment',
      singleMember
        ? 'While the Company has a single Member, it is disregarded as separate from that Member for federal income tax purposes unless the Member elects otherwise.'
        : 'The Company is treated as a partnership for federal and state income tax purposes unless the Members unanimously elect otherwise.',
    ),
  ];
}

function management(terms: AgreementTerms): Content[] {
  const managedBy = managers(terms);
  const authority =
    managedBy === 'all'
      ? [
          clause(
            '5.1',
            'Management by the Members',
            'The Company is managed by its Members. Each Member is an agent of the Company for carrying on its business in the ordinary course, and may sign documents and make decisions in the ordinary course for the Company.',
          ),
          clause(
            '5.2',
            'Decisions',
            'Decisions in the ordinary course of business are made by Members holding a majority of the Percentage Interests, except the Major Decisions in Section 5.3.',
          ),
        ]
      : [
          clause(
            '5.1',
            'Management by the Managing Members',
            `The business of the Company is managed by its Managing Members: ${namesList(managedBy.map(memberName))}.`,
            'The Managing Members have full authority to run the day-to-day business of the Company and to sign documents for it in the ordinary course. A Member who is not a Managing Member has no authority to act for or bind the Company.',
          ),
          clause(
            '5.2',
            'Decisions',
            managedBy.length > 1
              ? 'Where the Managing Members disagree, a decision is made by Managing Members holding a majority of the Percentage Interests held by all Managing Members. The Major Decisions in Section 5.3 need the consent of the Members.'
              : 'The Managing Member makes the decisions in the ordinary course of business. The Major Decisions in Section 5.3 need the consent of the Members.',
          ),
          clause(
            '5.4',
            'Removal and Replacement',
            'Members holding a majority of the Percentage Interests may remove a Managing Member, or name another Member as a Managing Member, by written consent.',
          ),
        ];
  return [
    article('Management'),
    ...authority.slice(0, 2),
    clause(
      '5.3',
      'Major Decisions',
      'The Company may not do any of the following without the written consent of all Members:',
    ),
    list([
      'sell, lease or otherwise dispose of all or substantially all of its assets;',
      'merge, convert or consolidate with any other entity;',
      'amend its articles of organization or this Agreement;',
      'admit a new Member or issue any new interest in the Company;',
      'borrow money or guarantee a debt outside the ordinary course of business;',
      'file for bankruptcy, or dissolve the Company.',
    ]),
    ...authority.slice(2),
    clause(
      '5.5',
      'Duties',
      `Each person managing the Company must act in good faith, with the care an ordinarily prudent person in a like position would use, and in a manner they reasonably believe to be in the best interests of the Company, as the Act requires.`,
    ),
    clause(
      '5.6',
      'Reimbursement',
      'The Company reimburses each Member for reasonable expenses paid on its behalf. No Member is paid for services to the Company unless the Members agree in writing.',
    ),
  ];
}

function voting(): Content[] {
  return [
    article('Voting and Consents'),
    clause(
      '6.1',
      'Votes',
      'Each Member votes in proportion to their Percentage Interest. Unless this Agreement or the Act requires more, the Members act by the vote or written consent of Members holding a majority of the Percentage Interests.',
    ),
    clause(
      '6.2',
      'Action Without a Meeting',
      'No meeting is required. Any action of the Members may be taken by written consent, including by email or electronic signature, signed by Members holding the Percentage Interests needed to take it.',
    ),
    clause(
      '6.3',
      'Meetings',
      "Any Member may call a meeting on at least five days' notice. Members may attend by telephone or video.",
    ),
  ];
}

function transfers(): Content[] {
  return [
    article('Transfers of Interests'),
    clause(
      '7.1',
      'Restriction',
      'No Member may sell, assign, give, pledge or otherwise transfer any part of their interest in the Company without the written consent of Members holding a majority of the Percentage Interests held by the other Members. A transfer made without it is void.',
    ),
    clause(
      '7.2',
      'Right of First Refusal',
      'A Member who receives an offer from a third party for their interest must first offer it, on the same terms, to the Company and then to the other Members in proportion to their Percentage Interests. They have thirty days to accept before the Member may transfer it to the third party on those terms.',
    ),
    clause(
      '7.3',
      'Transferees',
      'A person who receives an interest becomes a Member only if admitted under Section 2.3. Until then, they receive only the share of profits, losses and distributions of the interest transferred, and have no vote or right to take part in management.',
    ),
    clause(
      '7.4',
      'Death or Incapacity',
      "On a Member's death or legal incapacity, their interest passes to their estate or legal representative with the rights of a transferee under Section 7.3.",
    ),
  ];
}

function records(): Content[] {
  return [
    article('Books, Records and Accounting'),
    clause(
      '8.1',
      'Books and Records',
      'The Company keeps complete and accurate books and records at its principal office, including a copy of its articles, this Agreement and its tax returns. Each Member may inspect and copy them on reasonable notice.',
    ),
    clause('8.2', 'Fiscal Year', 'The fiscal year of the Company is the calendar year.'),
    clause(
      '8.3',
      'Bank Accounts',
      "The Company's money is kept in accounts in the Company's name and is never mixed with any Member's own money.",
    ),
    clause(
      '8.4',
      'Tax Returns',
      'The Company files its tax returns on time and gives each Member the information they need for their own returns within ninety days after the end of each fiscal year.',
    ),
  ];
}

function indemnification(): Content[] {
  return [
    article('Exculpation and Indemnification'),
    clause(
      '9.1',
      'Exculpation',
      'No Member or Managing Member is liable to the Company or to any other Member for any loss arising from an act or omission in good faith on behalf of the Company, except for fraud, gross negligence, willful misconduct, a knowing violation of law, or a breach of this Agreement.',
    ),
    clause(
      '9.2',
      'Indemnification',
      'To the fullest extent the Act permits, the Company indemnifies and holds harmless each Member and Managing Member against any loss, damage, claim or expense (including reasonable legal fees) incurred because of acting for the Company, except for the conduct excluded in Section 9.1. The Company may advance expenses against a written undertaking to repay them if indemnification is later found not to be due. Indemnification is paid only from the assets of the Company; no Member is personally liable for it.',
    ),
    clause(
      '9.3',
      'Insurance',
      'The Company may buy insurance on behalf of any person it may indemnify.',
    ),
  ];
}

function dissolution(terms: AgreementTerms): Content[] {
  return [
    article('Dissolution and Winding Up'),
    clause('10.1', 'Events of Dissolution', 'The Company is dissolved only on:'),
    list([
      'the written consent of all Members;',
      'there being no remaining Members, unless the Company is continued as the Act allows; or',
      'a judicial decree of dissolution under the Act.',
    ]),
    clause(
      '10.2',
      'Winding Up',
      "On dissolution, the Members (or a person they appoint) wind up the Company's affairs: its assets are sold or distributed, and the proceeds are applied first to pay its creditors, including Members who are creditors; then to reserves for contingent liabilities; and then to the Members in accordance with their positive capital account balances, and after that in proportion to their Percentage Interests.",
    ),
    clause(
      '10.3',
      'Articles of Dissolution',
      `Once the Company's affairs are wound up, the Members file articles of dissolution (or a certificate of termination) with the ${terms.state} Secretary of State.`,
    ),
  ];
}

function general(terms: AgreementTerms): Content[] {
  return [
    article('General Provisions'),
    clause(
      '11.1',
      'Governing Law',
      `This Agreement is governed by the laws of the State of ${terms.state}, without regard to its conflict-of-laws rules.`,
    ),
    clause(
      '11.2',
      'Entire Agreement',
      'This Agreement is the entire agreement of the Members about the Company and replaces any earlier agreement or understanding about it.',
    ),
    clause(
      '11.3',
      'Amendments',
      'This Agreement may be amended only in writing signed by all Members.',
    ),
    clause(
      '11.4',
      'Severability',
      'If any provision of this Agreement is held invalid, the rest of it remains in force, and the invalid provision is read as closely to its intent as the law allows.',
    ),
    clause(
      '11.5',
      'Binding Effect',
      'This Agreement binds the Members and their heirs, legal representatives, successors and permitted assigns.',
    ),
    clause(
      '11.6',
      'Notices',
      'Notices under this Agreement are given in writing, by hand, by mail, or by email to the address of each Member shown in Section 2.1 (or another address a Member gives by notice), and are effective when received or, for email, when sent.',
    ),
    clause(
      '11.7',
      'Counterparts and Electronic Signatures',
      "This Agreement may be signed in counterparts and by electronic signature, each of which is an original and all of which together are one agreement. An electronic signature has the same effect as a handwritten one, as the federal Electronic Signatures in Global and National Commerce Act and the state's Uniform Electronic Transactions Act provide.",
    ),
  ];
}

/**
 * A node the layout finds by its id. pdfmake reads `id` on every node (pageBreakBefore reports
 * it); its type declarations allow it on text nodes only.
 */
const identified = (id: string, node: ContentCanvas & { width?: number }): Content =>
  ({ ...node, id }) as Content;

function signatureBlock(member: AgreementMember, index: number): Content {
  const role = member.isManagingMember ? 'Member and Managing Member' : 'Member';
  // Not pdfmake's `unbreakable`: inside one, every node reports the block's start, and the
  // stamp needs the box's own place. The layout keeps the block together instead (fieldLayout).
  return {
    margin: [0, 16, 0, 0],
    stack: [
      identified(`signature-${index}`, {
        canvas: [
          {
            type: 'rect',
            x: 0,
            y: 0,
            w: SIGNATURE_BOX.width,
            h: SIGNATURE_BOX.height,
            lineWidth: 0,
          },
          {
            type: 'line',
            x1: 0,
            y1: SIGNATURE_BOX.height,
            x2: SIGNATURE_BOX.width,
            y2: SIGNATURE_BOX.height,
            lineWidth: 0.75,
          },
        ],
      }),
      { text: t(memberName(member)), bold: true, margin: [0, 3, 0, 0] },
      t(`${role}, ${percent(member)} Percentage Interest`),
      { text: t(member.email), color: '#555555' },
      {
        columns: [
          { text: 'Date:', width: 34 },
          identified(`date-${index}`, {
            width: 180,
            canvas: [{ type: 'line', x1: 0, y1: 12, x2: 180, y2: 12, lineWidth: 0.5 }],
          }),
        ],
        margin: [0, 4, 0, 0],
      },
    ],
  };
}

function signatures(terms: AgreementTerms): Content[] {
  return [
    heading('SIGNATURES'),
    t(
      'IN WITNESS WHEREOF, each Member has signed this Operating Agreement, effective on the date the last Member signs it.',
    ),
    ...terms.members.map(signatureBlock),
  ];
}

/** The agreement's full content, in order. */
function content(terms: AgreementTerms): Content[] {
  return [
    { text: t(`OPERATING AGREEMENT\nOF\n${terms.businessName.toUpperCase()}`), style: 'title' },
    { text: t(`A ${terms.state} Limited Liability Company`), style: 'subtitle' },
    notice(terms),
    {
      text: t(
        `This Operating Agreement (the "Agreement") of ${terms.businessName} (the "Company") is made by the persons named as Members in Section 2.1 (each a "Member" and together the "Members"), and takes effect on the date the last of them signs it. The Members agree as follows.`,
      ),
      style: 'clause',
    },
    ...formation(terms),
    ...membership(terms),
    ...capital(),
    ...allocations(terms),
    ...management(terms),
    ...voting(),
    ...transfers(),
    ...records(),
    ...indemnification(),
    ...dissolution(terms),
    ...general(terms),
    ...signatures(terms),
  ];
}

/** Every node of the header and footer has this style: pdfmake lists them among the page's. */
const FURNITURE = 'furniture';

/** Where a node landed: its page (from 1) and its top left corner, in points. */
interface FieldPosition {
  pageNumber: number;
  left: number;
  top: number;
}

/** A node of the page's body, not its header or footer. */
const isBody = (node: Node) => node.style !== FURNITURE;

/**
 * Follows the layout: a heading split over two pages, or last on its page, starts the next
 * one; a signature block whose date line would fall on the next page starts on that page
 * instead; and where each box and date line landed is kept, by member.
 * pdfmake asks once about each node, laying the document out again after a break; the nodes
 * before a break keep their places, those after it are asked again, and the box moved by the
 * break (not asked again) is at the top of the next page's content.
 */
function fieldLayout(count: number) {
  const boxes = new Map<number, FieldPosition>();
  const dates = new Map<number, FieldPosition>();
  return {
    pageBreakBefore(node: Node, nodes: NodeQueries): boolean {
      if (node.headlineLevel === 1) {
        return node.pageNumbers.length > 1 || !nodes.getFollowingNodesOnPage().some(isBody);
      }
      const match = /^(signature|date)-(\d+)$/.exec(node.id ?? '');
      if (!match) return false;
      const member = Number(match[2]);
      const { pageNumber, left, top } = node.startPosition;
      if (match[1] === 'date') {
        dates.set(member, { pageNumber, left, top });
        return false;
      }
      const dateOnPage = nodes
        .getFollowingNodesOnPage()
        .some((following) => following.id === `date-${member}`);
      boxes.set(
        member,
        dateOnPage ? { pageNumber, left, top } : { pageNumber: pageNumber + 1, left, top: MARGIN },
      );
      return !dateOnPage;
    },
    fields(): SignatureField[] {
      return Array.from({ length: count }, (_, member) => {
        const box = boxes.get(member);
        const date = dates.get(member);
        if (!box || !date)
          throw new Error(`The agreement laid out no signature field for member ${member}`);
        return {
          page: box.pageNumber - 1,
          x: box.left,
          y: box.top,
          ...SIGNATURE_BOX,
          date: { page: date.pageNumber - 1, x: date.left, y: date.top },
        };
      });
    },
  };
}

/**
 * The agreement as a PDF, with where each member signs (the signing service stamps each
 * signature there once all have signed).
 */
export async function renderAgreementPdf(terms: AgreementTerms): Promise<RenderedAgreement> {
  const layout = fieldLayout(terms.members.length);
  const title = t(`${AGREEMENT_TITLE} of ${terms.businessName}`);
  const bytes = await renderPdf({
    info: {
      title,
      author: 'Charter',
      creator: 'Charter',
      producer: 'Charter',
      creationDate: terms.preparedOn,
    },
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    defaultStyle: { font: 'Times', fontSize: 11, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
      subtitle: { fontSize: 12, italics: true, alignment: 'center', margin: [0, 0, 0, 16] },
      article: { fontSize: 12, bold: true, alignment: 'center', margin: [0, 14, 0, 6] },
      clause: { alignment: 'justify', margin: [0, 0, 0, 7] },
      list: { margin: [18, 0, 0, 7] },
      table: { fontSize: 10, margin: [0, 2, 0, 9] },
      [FURNITURE]: { fontSize: 8, color: '#555555' },
    },
    header: () => ({ text: title, style: FURNITURE, margin: [MARGIN, 30, MARGIN, 0] }),
    footer: (page, pages) => ({
      columns: [
        { text: t(`Prepared by Charter on ${charterDate(terms.preparedOn)}`), style: FURNITURE },
        { text: `Page ${page} of ${pages}`, style: FURNITURE, alignment: 'right' },
      ],
      style: FURNITURE,
      margin: [MARGIN, 30, MARGIN, 0],
    }),
    content: content(terms),
    pageBreakBefore: (node, nodes) => layout.pageBreakBefore(node, nodes),
  });
  return { bytes, signatureFields: layout.fields() };
}
