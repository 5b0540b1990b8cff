import { legalIdentifierOptions } from '../../src/domain/questionnaire/formatting';

/**
 * Every legal identifier an owner can pick (LLC and corporation lists), as a pattern that also
 * accepts it without its dots ('L.L.C.' and 'LLC', 'INC.' and 'INC') and without the leading
 * comma of ', LLC' (the separator before it is matched on its own).
 */
const IDENTIFIER_PATTERNS = [
  ...new Set(
    [...legalIdentifierOptions('LLC'), ...legalIdentifierOptions('CORPORATION')].map((identifier) =>
      identifier
        .replace(/^,\s*/, '')
        .toLowerCase()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\\\./g, '\\.?'),
    ),
  ),
];

/** A name, then spaces or a comma, then one identifier at the very end. */
const TRAILING_IDENTIFIER = new RegExp(`^(.*?\\S)[\\s,]+(?:${IDENTIFIER_PATTERNS.join('|')})$`);

/**
 * The name as the availability check compares it: 'Lone Star Coffee', ' lone  star coffee ',
 * 'Lone Star Coffee, LLC' and 'LONE STAR COFFEE L.L.C.' are one name to a state, so they share
 * one key — lower case, whitespace collapsed, a trailing legal identifier dropped. A name that
 * is nothing but an identifier keeps it (there is no other name to compare).
 */
export function businessNameKey(name: string): string {
  const collapsed = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return collapsed.match(TRAILING_IDENTIFIER)?.[1] ?? collapsed;
}
