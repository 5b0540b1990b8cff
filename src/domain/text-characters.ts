/**
 * Which characters text may hold, for every value Charter takes: page answers (the
 * questionnaire validator) and every other string a route receives (server/http/storable-text).
 * Control characters are never typed; a lone surrogate is not text at all, and the database
 * refuses both NUL and it.
 */

/** C0 control characters (U+0000–U+001F) and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
/** The same, but tabs and line breaks (a text area's, a multi-line note's) are kept. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text has half of a surrogate pair without its other half (not text at all). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Text without control characters (tabs and line breaks allowed when asked) or lone surrogates. */
export function isCleanText(text: string, { lineBreaks = false } = {}): boolean {
  const control = lineBreaks ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return !control.test(text) && !hasLoneSurrogate(text);
}
