/** How a field rewrites what is typed, and which typed characters it keeps. */
export interface TextMask {
  apply: (typed: string) => string;
  /** Tests one character: kept (a digit, a letter of a name) rather than a separator or dropped. */
  keeps: RegExp;
  /**
   * What the mask writes before anything typed (a phone's '+1'): its characters are not typed
   * ones, though `keeps` may match them.
   */
  prefix?: string;
}

function keptCount(text: string, keeps: RegExp): number {
  return text.split('').filter((char) => keeps.test(char)).length;
}

/** Where the typed part of a text begins: after the mask's prefix when the text starts with it. */
function typedStart(text: string, mask: TextMask): number {
  return mask.prefix && text.startsWith(mask.prefix) ? mask.prefix.length : 0;
}

/**
 * Where the caret belongs once the typing is masked: after as many kept characters as stood
 * before it in the typing. Typing or deleting in the middle of `4242 4242` then stays where
 * the user is, instead of jumping to the end when separators move.
 */
export function caretAfterMask(typed: string, caret: number, masked: string, mask: TextMask) {
  const from = typedStart(typed, mask);
  const wanted = keptCount(typed.slice(from, Math.max(caret, from)), mask.keeps);
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = typedStart(masked, mask); index < masked.length; index += 1) {
    if (mask.keeps.test(masked.charAt(index))) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return masked.length;
}
