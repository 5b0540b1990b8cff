import type { Paragraph } from 'docx';
import type { Table } from 'docx';
import { rowsTable, signatureBlock, type Clause } from './docx-blocks';
import { addressLine, legalName, memberRows, stateName } from './fill-values';
import type { TemplateFill } from './template-source';

/**
 * What the LLC governance templates share: the clauses both operating agreement starters use,
 * so the two say the same thing the same way, and the members' signatures.
 */

/** The members and their percentage interests, with a third column to fill in for each. */
export function membersTable(fill: TemplateFill, third: { header: string; cell: string }): Table {
  return rowsTable({
    header: ['Member', 'Percentage interest', third.header],
    rows: memberRows(fill).map((member) => [member.name, member.percentage, third.cell]),
    weights: [4, 2, 4],
  });
}

/** A signature block for each member on the record (rows to write in on a blank). */
export function memberSignatures(fill: TemplateFill): Paragraph[] {
  return memberRows(fill).flatMap((member) =>
    signatureBlock({ party: `Member: ${member.name} (${member.percentage})`, name: member.name }),
  );
}

/** Formation, name, office, registered agent and purpose. */
export function formationClauses(fill: TemplateFill, formedOn: string): Clause[] {
  return [
    {
      title: 'Formation',
      body: [
        `${legalName(fill)} (the “Company”) is a limited liability company formed under the laws of ${stateName(fill)} by filing its certificate or articles of organization with the state on ${formedOn}. This agreement is the Company’s operating agreement. Where it is silent, or where the state’s LLC law doesn’t let an operating agreement change a rule, that law applies.`,
      ],
    },
    {
      title: 'Name, office and registered agent',
      body: [
        `The Company does business under the name ${legalName(fill)} [and these trade names, if any]. Its principal office is at ${addressLine(fill)}. Its registered agent is the one named in its most recent filing with the state, and the Company will keep an agent on file as state law requires.`,
      ],
    },
    {
      title: 'Purpose',
      body: [
        'The Company may carry on any lawful business that a limited liability company may carry on under the laws of its state. [Optional: describe the business.]',
      ],
    },
  ];
}

/** Limited liability, keeping the company separate, and indemnification. */
export const LIABILITY_CLAUSES: readonly Clause[] = [
  {
    title: 'Limited liability',
    body: [
      'No member is personally liable for the Company’s debts, obligations or liabilities just because they are a member, except as the law or a member’s own signed guarantee provides.',
    ],
  },
  {
    title: 'Keeping the Company separate',
    body: [
      'To protect that limited liability, the Company will keep its own bank accounts and not mix its money with any member’s; sign contracts and invoices in its own name; keep its own books and records; pay its own debts from its own funds; and keep enough money or insurance for the business it does.',
    ],
  },
  {
    title: 'Indemnification',
    body: [
      'To the extent the law allows, the Company will protect and reimburse any member or officer for claims, losses and reasonable legal costs that come from acting in good faith on the Company’s behalf and within their authority. This doesn’t cover fraud, willful misconduct, knowing violations of law, or breaches of this agreement.',
    ],
  },
];

/** Records, amendments and the law that governs the agreement. */
export function closingClauses(fill: TemplateFill, amendedBy: string): Clause[] {
  return [
    {
      title: 'Books and records',
      body: [
        'The Company will keep complete books of account and a copy of this agreement, its formation documents, its tax returns and any written consents or minutes at its principal office, and make them available to each member on reasonable request. The Company’s fiscal year is the calendar year unless the members decide otherwise.',
      ],
    },
    {
      title: 'Changes to this agreement',
      body: [`This agreement can be changed only by a written amendment ${amendedBy}.`],
    },
    {
      title: 'Governing law and severability',
      body: [
        `The laws of ${stateName(fill)} govern this agreement. If a court finds part of it unenforceable, that part is enforced as far as the law allows and the rest stays in effect.`,
      ],
    },
  ];
}
