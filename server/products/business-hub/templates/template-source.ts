import type { FileChild } from 'docx';
import { TEMPLATE_NAMES, type TemplateSlug } from '../../../../src/domain/hub/template-catalogue';
import type { FieldDefinition } from '../../../../src/domain/questionnaire/page-definition';
import { TEMPLATE_QUESTIONS } from './template-questions';

/**
 * The Business Hub's templates as typed source (issue 28): each one builds the body of a DOCX
 * that `renderTemplateDocx` wraps in Charter's document shell, blank or filled with the owner's
 * business record and a few answers of its own. The rules they follow are in this folder's
 * README.
 */

/** The categories a template is listed under, in the order the hub shows them. */
export const TEMPLATE_CATEGORIES = [
  'Invoicing & Payments',
  'Contracts & Agreements',
  'LLC Governance',
  'Hiring & HR',
  'Planning & Finance',
  'Tax & Compliance',
  'Policies & Notices',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** What a filled template knows of the business: its record, as the owner's dashboard has it. */
export interface BusinessRecord {
  legalName: string;
  entityType: 'LLC' | 'Corporation';
  stateCode: string;
  stateName: string;
  address: { line1: string; line2?: string; city: string; state: string; zip: string } | null;
  members: { name: string; percentage: number | null }[];
  /** e.g. '**-***6789' (maskedEin): a document may be shared, so it never carries the full EIN. */
  einMasked: string | null;
}

/**
 * What a template is filled with. Blank is `{ business: null, answers: {} }`; a value missing
 * from a filled one prints the same placeholder as the blank, so the owner sees what to add.
 */
export interface TemplateFill {
  business: BusinessRecord | null;
  answers: Readonly<Record<string, string>>;
}

export const BLANK_FILL: TemplateFill = { business: null, answers: {} };

export interface TemplateSource {
  /** Its key in the catalogue (src/domain/hub), and its file name in sources/ and questions/. */
  slug: TemplateSlug;
  /** The catalogue's name for it (`TEMPLATE_NAMES`): the title of the document. */
  name: string;
  /** One or two sentences, at most 200 characters: the hub lists it under the name. */
  description: string;
  category: TemplateCategory;
  /** A legal document: the shell prints the not-legal-advice notice at its top and its end. */
  legal: boolean;
  /** A wide table (the cash-flow worksheet) needs the page turned sideways. */
  landscape?: boolean;
  /**
   * The template's own questions (0 to 5), answered as text: the same definitions validate in
   * the browser's draft and on the server. Their titles are the placeholders of the blank. From
   * `TEMPLATE_QUESTIONS` (template-questions.ts), which has them without `docx`.
   */
  questions: readonly FieldDefinition[];
  /** The body, between the shell's title and its closing notice. */
  build(fill: TemplateFill): FileChild[];
}

/** What the shell (`renderTemplateDocx`) reads of a template: all but its slug and questions. */
export type TemplateShellInput = Omit<TemplateSource, 'slug' | 'questions'>;

/**
 * A source's slug, name and questions, each from its one place (the catalogue and
 * `TEMPLATE_QUESTIONS`): `...catalogued('invoice')` opens every source.
 */
export function catalogued(
  slug: TemplateSlug,
): Pick<TemplateSource, 'slug' | 'name' | 'questions'> {
  return { slug, name: TEMPLATE_NAMES[slug], questions: TEMPLATE_QUESTIONS[slug] };
}
