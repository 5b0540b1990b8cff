import type { FieldDefinition } from '../../../../src/domain/questionnaire/page-definition';
import { placeholder } from './docx-blocks';
import type { TemplateFill } from './template-source';

/**
 * What a template prints for each value: the business record's or the answer's when the fill
 * has it, otherwise the placeholder the blank prints, so a filled template with a gap reads
 * exactly like the blank at that spot.
 */

/** The placeholders of the business record's values, the same in every template. */
export const BUSINESS_PLACEHOLDERS = {
  legalName: placeholder('Company legal name'),
  stateName: placeholder('State of formation'),
  street: placeholder('Street address'),
  cityStateZip: placeholder('City, State ZIP'),
  ein: placeholder('EIN'),
  memberName: placeholder('Member name'),
  percentage: placeholder('Percentage'),
} as const;

/** Rows a blank members table offers to write in. */
const BLANK_MEMBER_ROWS = 3;

export function legalName(fill: TemplateFill): string {
  return fill.business?.legalName ?? BUSINESS_PLACEHOLDERS.legalName;
}

export function stateName(fill: TemplateFill): string {
  return fill.business?.stateName ?? BUSINESS_PLACEHOLDERS.stateName;
}

/** The business address as printed lines: street (and suite), then city, state and ZIP. */
export function addressLines(fill: TemplateFill): string[] {
  const address = fill.business?.address;
  if (!address) return [BUSINESS_PLACEHOLDERS.street, BUSINESS_PLACEHOLDERS.cityStateZip];
  return [
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.zip}`,
  ];
}

/** The business address on one line, for a sentence or a table cell. */
export function addressLine(fill: TemplateFill): string {
  return addressLines(fill).join(', ');
}

/** The EIN as the record keeps it, masked: a template never prints the full number. */
export function ein(fill: TemplateFill): string {
  return fill.business?.einMasked ?? BUSINESS_PLACEHOLDERS.ein;
}

/** Members with their percentage ('60%'); a blank offers rows to write them in. */
export function memberRows(fill: TemplateFill): { name: string; percentage: string }[] {
  const members = fill.business?.members ?? [];
  if (members.length === 0) {
    return Array.from({ length: BLANK_MEMBER_ROWS }, () => ({
      name: BUSINESS_PLACEHOLDERS.memberName,
      percentage: BUSINESS_PLACEHOLDERS.percentage,
    }));
  }
  return members.map((member) => ({
    name: member.name,
    percentage:
      member.percentage === null ? BUSINESS_PLACEHOLDERS.percentage : `${member.percentage}%`,
  }));
}

/** The one member of a single-member company (the first on the record). */
export function soleMember(fill: TemplateFill): string {
  return fill.business?.members[0]?.name ?? BUSINESS_PLACEHOLDERS.memberName;
}

/** The placeholder of a question: its title in brackets. */
export function questionPlaceholder(question: FieldDefinition): string {
  return placeholder(question.title ?? question.name);
}

/** A question's answer (a choice's label), or its placeholder when there is none. */
export function answer(fill: TemplateFill, question: FieldDefinition): string {
  const given = fill.answers[question.name]?.trim();
  if (!given) return questionPlaceholder(question);
  return question.options?.find((option) => option.value === given)?.label ?? given;
}

/** A dollar amount answered without its sign ('1,250.00'): '$1,250.00', or '$[Amount]'. */
export function money(fill: TemplateFill, question: FieldDefinition): string {
  return `$${answer(fill, question)}`;
}
