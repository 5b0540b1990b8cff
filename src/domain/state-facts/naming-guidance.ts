import type { NamingRules } from './state-facts';

/**
 * The LLC designators most states accept, longest first so that a name ending "L.L.C." is read
 * as that and not as its "L.C.". Not any one state's list: the states word their rules in free
 * text, and a text match would read "Mississippi does not accept "LC"" as accepting it. So the
 * guidance says which designator the name carries and shows the state's rule verbatim beside it
 * (decision 0042). "Limited", "Ltd." or "Company" alone, which a few states accept, are left
 * out: in most names they are just words.
 */
export const COMMON_LLC_DESIGNATORS = [
  'Limited Liability Company',
  'Ltd. Liability Company',
  'Limited Liability Co.',
  'Ltd. Liability Co.',
  'Limited Company',
  'L.L.C.',
  'L.C.',
] as const;

/** The entity the naming rules are for: the dataset's rules are an LLC's. */
const RULES_ENTITY_TYPE = 'LLC';

export interface RestrictedWordInName {
  /** The word or phrase as the name has it, e.g. 'Lottery'. */
  word: string;
  /** What the owner reads, e.g. '"Lottery" is a restricted word in Texas: …'. */
  message: string;
}

export type NamingGuidance =
  | {
      applies: true;
      designator: {
        /** The designator the name carries, as typed, or null when it carries none. */
        found: string | null;
        message: string;
        /** The state's rule, verbatim, and the law it cites. */
        rule: string;
        citation: string | null;
      };
      /** The state's restricted words the name contains, in the name's order. */
      restrictedWords: RestrictedWordInName[];
      /** What the restricted words need, in the dataset's words, when it says. */
      notes: string | null;
    }
  /** The rules are an LLC's; for another entity type Charter has none to show. */
  | { applies: false; message: string };

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A word or phrase as a name may write it: any case, any run of spaces between words, each
 * period optional ("L.L.C." also reads "LLC" and "L.L.C"), and whole words only ("war" is not
 * in "Warren").
 */
function wordPattern(word: string): RegExp {
  const body = word
    .trim()
    .split(/\s+/)
    .map((part) => escaped(part).replace(/\\\./g, '\\.?'))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

interface Found {
  text: string;
  start: number;
  end: number;
}

function findIn(name: string, word: string): Found | null {
  const match = wordPattern(word).exec(name);
  return match ? { text: match[0], start: match.index, end: match.index + match[0].length } : null;
}

function designatorGuidance(name: string, rules: NamingRules, stateName: string) {
  const found =
    COMMON_LLC_DESIGNATORS.map((designator) => findIn(name, designator)).find(Boolean) ?? null;
  return {
    found: found?.text ?? null,
    message: found
      ? `Your name includes "${found.text}", a common LLC designator. Check that ${stateName}'s rule allows it.`
      : `${stateName} requires your name to include a designator that marks it as an LLC.`,
    rule: rules.designator_rule,
    citation: rules.designator_citation,
  };
}

/**
 * The restricted words in the name. A word inside a longer listed phrase the name also has is
 * that phrase's ("war" in "World War"), so it is not warned about twice.
 */
function restrictedWordsIn(
  name: string,
  rules: NamingRules,
  stateName: string,
): RestrictedWordInName[] {
  const found = rules.restricted_words
    .map((word) => findIn(name, word))
    .filter((match): match is Found => match !== null);
  const within = (inner: Found, outer: Found) =>
    outer !== inner &&
    outer.start <= inner.start &&
    inner.end <= outer.end &&
    outer.end - outer.start > inner.end - inner.start;
  return found
    .filter((match) => !found.some((other) => within(match, other)))
    .sort((a, b) => a.start - b.start)
    .map(({ text }) => ({
      word: text,
      message: `"${text}" is a restricted word in ${stateName}: a name with it may be refused, or need approval before the state accepts it.`,
    }));
}

/**
 * What the business name field shows about the state's naming rules for the name typed so far:
 * the designator the state requires (its rule verbatim) and the restricted words the name
 * contains. Guidance only: the state decides, and the answer is never refused for it.
 * `entityType` is page1's answer; none chosen yet reads as an LLC, which Charter forms.
 */
export function namingGuidance(
  name: string,
  rules: NamingRules,
  stateName: string,
  entityType: string | null,
): NamingGuidance {
  if (entityType !== null && entityType !== RULES_ENTITY_TYPE) {
    return {
      applies: false,
      message: `Charter has ${stateName}'s naming rules for LLCs only, not for this entity type.`,
    };
  }
  return {
    applies: true,
    designator: designatorGuidance(name, rules, stateName),
    restrictedWords: restrictedWordsIn(name, rules, stateName),
    notes: rules.notes,
  };
}
