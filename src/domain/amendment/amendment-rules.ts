import type { Answers } from '../questionnaire/page-definition';

/**
 * What an articles-of-amendment section may change, and the amendment's own messages (spec
 * dashboard §2, §4, §8; decision 0053). Shared by the server, which refuses what the rules
 * refuse, and the review screens, which show them.
 */

/** The amendment's pages (spec dashboard §3: the review payload's page1–page5). */
export type AmendmentPage = 'page1' | 'page2' | 'page3' | 'page4' | 'page5';

/** Each page's section, as '{state} does not allow editing of {section}' names it. */
export const AMENDMENT_SECTION_NAMES: Readonly<Record<AmendmentPage, string>> = {
  page1: 'business name',
  page2: 'business category',
  page3: 'owners',
  page4: 'location',
  page5: 'business structure',
};

/** The amendment's page names, in the order a filing reads them. */
export const AMENDMENT_PAGE_NAMES = Object.keys(AMENDMENT_SECTION_NAMES) as AmendmentPage[];

export const isAmendmentPage = (page: string): page is AmendmentPage =>
  Object.hasOwn(AMENDMENT_SECTION_NAMES, page);

/**
 * The sections no state lets an amendment change. Every state and DC accepts articles of
 * amendment of an LLC's name, purpose (its category), members and addresses, so those are
 * editable everywhere; the business structure (who manages it, what kind of entity it is) is a
 * conversion, not an amendment (decision 0053).
 */
const NEVER_EDITABLE: ReadonlySet<AmendmentPage> = new Set(['page5']);

export type SectionEditability = { editable: true } | { editable: false; message: string };

/** Whether the business's state lets the amendment change a section, and if not, why. */
export function sectionEditability(state: string, page: AmendmentPage): SectionEditability {
  return NEVER_EDITABLE.has(page)
    ? {
        editable: false,
        message: `${state} does not allow editing of ${AMENDMENT_SECTION_NAMES[page]}`,
      }
    : { editable: true };
}

/** The business structure section's line (spec dashboard §2). */
export const structureLine = (entityType: string) =>
  `All the owners (Member-managed ${entityType})`;

/** The review's blocking message (spec dashboard §4 "Amendment flow", §8). */
export const AGENT_DATA_MISSING =
  'You designated Someone else as your Registered Agent. Kindly provide agent data to proceed';

/** The confirmation-review's tag on a section the amendment changes (spec dashboard §2). */
export const WILL_BE_EDITED = 'Will be edited in your amendment';

const isCharterAgent = (value: unknown) => value === true || value === 'true';

/**
 * Why the amendment cannot go on (spec dashboard §4): the agent is someone else and no agent
 * ZIP code is on file; null otherwise.
 */
export function agentDataProblem(structure: Answers | null | undefined): string | null {
  if (!structure || isCharterAgent(structure.is_bizup_designated_agent)) return null;
  const zip = structure.zip_code;
  return typeof zip === 'string' && zip.trim() !== '' ? null : AGENT_DATA_MISSING;
}

/** Answers compared as text: a number and its digits, a flag and 'true', are one answer. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Answers)
        .filter(([name]) => name !== 'data_changed')
        .map(([name, item]) => [name, comparable(item)] as const)
        // A field left out and a field left empty are one answer.
        .filter(([, item]) => item !== '')
        .sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
  }
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * Whether saved answers change what the business record holds (data_changed, decision 0053):
 * every field the page defines is compared, data_changed itself aside.
 */
export function answersChange(
  fieldNames: readonly string[],
  saved: Answers,
  onRecord: Answers,
): boolean {
  const pick = (answers: Answers) =>
    comparable(Object.fromEntries(fieldNames.map((name) => [name, answers[name]])));
  return JSON.stringify(pick(saved)) !== JSON.stringify(pick(onRecord));
}
