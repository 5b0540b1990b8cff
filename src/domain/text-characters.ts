/**
 * Which characters text may hold, for every value Charter takes: page answers (the
 * questionnaire validator), every other string a route receives (server/http/storable-text)
 * and the browser's own forms. Text is single-line unless its field says otherwise (a text
 * area, a route property declared multi-line): a line break in a name, a typed signature or a
 * billing address breaks what it is later drawn into (a PDF line, a table row), and nobody types
 * one there. Control characters are never typed; a lone surrogate is not text at all, and the
 * database refuses both NUL and it.
 */

/**
 * What no text holds, multi-line or not: C0 control characters (U+0000–U+001F) but tab, line
 * feed and carriage return, DEL, the C1 controls (U+0080–U+009F, NEL among them: what
 * mis-decoded bytes leave behind) and the Unicode line and paragraph separators (U+2028,
 * U+2029), which a text area never produces and many renderers draw as nothing or break on.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/** Tab, line feed and carriage return: what a text area keeps and single-line text refuses. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text has half of a surrogate pair without its other half (not text at all). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * What is wrong with a text's characters: 'line-break' for a tab or line break in single-line
 * text, 'character' for a character no text holds; null for clean text.
 */
export type TextProblem = 'line-break' | 'character';

export interface TextShape {
  /** Line breaks and tabs are kept (a text area, a multi-line note); single-line otherwise. */
  multiLine?: boolean;
}

export function textProblem(
  text: string,
  { multiLine = false }: TextShape = {},
): TextProblem | null {
  if (UNPRINTABLE.test(text) || hasLoneSurrogate(text)) return 'character';
  if (!multiLine && LINE_BREAK_OR_TAB.test(text)) return 'line-break';
  return null;
}

/** Text without a character its shape refuses (single-line unless it says multi-line). */
export function isCleanText(text: string, shape: TextShape = {}): boolean {
  return textProblem(text, shape) === null;
}

/**
 * What a refusal says, after what it names (a field's title in a form, "billing_details.name"
 * or "The query parameter email" at the server's edge): one wording wherever the rule applies.
 */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, (subject: string) => string> = {
  'line-break': (subject) => `${subject} must be on one line: line breaks and tabs are not allowed`,
  character: (subject) =>
    `${subject} contains a character that is not allowed (a control character or an unpaired surrogate)`,
};

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text shown where a control character would break the layout (the back office's terminal
 * table): each control or separator character written as its escape (\n, \t, \u001b), so a
 * value stored before the rule existed shows what it holds instead of breaking the row.
 */
export function printableText(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- the characters escaped are the point
    /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g,
    (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
