import type { IndustryKeyword } from '../contracts/business-license';
import { foldText, keywordSource } from './industry-keyword';

/**
 * The industry keyword search (issue 27): answers as the owner types, in the browser on the list
 * it fetched once (so offline too) and on the server alike. The list is prepared once into an
 * index of word forms sorted for prefix lookups, so a keystroke costs a few binary searches and
 * the postings they reach, not a pass over every keyword's text.
 *
 * Every query word must start a word of the keyword (the last one is still being typed), in any
 * order, regardless of case, accents or punctuation; plurals meet singulars both ways ("salons"
 * finds "Hair salon", "bakery" finds "Retail Bakeries"); two words run together match ("daycare"
 * finds "Child Day Care Services", "day care" finds "Daycare"); digits also match the start of the
 * NAICS code. Keywords matching more of the query rank first; among those, the owners' common
 * names and the NAICS titles before the Census's examples (long, and in its words, not theirs);
 * then those the query starts, those with whole-word matches, common names before titles, and
 * shorter before longer.
 */

/** Where a word form occurs: which keyword (its place in the list), at which word. */
interface Posting {
  keyword: number;
  position: number;
}

/** How one query word meets a keyword: the whole of a word or its start, at which word. */
interface WordMatch {
  whole: boolean;
  position: number;
}

interface Entry {
  keyword: IndustryKeyword;
  /** A Census example, which ranks after every common name and title matching as much. */
  example: boolean;
  sourceRank: number;
  words: number;
  /** Folded text, the last tie-break. */
  order: string;
}

export interface KeywordIndex {
  entries: readonly Entry[];
  /** Every word form of every keyword, sorted; postings[i] lists where forms[i] occurs. */
  forms: readonly string[];
  postings: readonly (readonly Posting[])[];
}

const SOURCE_RANK = { 'common-name': 0, 'naics-title': 1, 'census-example': 2 } as const;

/** Words a query may hold between the ones that matter; the word being typed always counts. */
const STOP_WORDS = new Set('a an and at by for in of on or the to'.split(' '));

/**
 * What the Census puts in titles and examples to say what an industry is not ("Supermarkets and
 * Other Grocery (except Convenience) Stores") or to abbreviate: not words an owner looks for.
 */
const NOT_SEARCHED = /\(\s*except\b[^)]*\)|,?\s+except\b.*$|\b(?:e\.g|i\.e)\.,?/gi;

const MAX_RESULTS = 50;

function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A word's singular spellings under English's regular plurals, besides itself: "bakeries" →
 * bakery, bakerie; "boxes" → boxe, box; "salons" → salon; "pies" → pie. Short words stay whole
 * ("bus", "gas").
 */
function withSingulars(word: string): string[] {
  if (word.length < 4) return [word];
  const stem = word.slice(0, -1);
  if (word.length > 4 && word.endsWith('ies')) return [word, `${word.slice(0, -3)}y`, stem];
  if (/(?:s|x|z|ch|sh|o)es$/.test(word)) return [word, stem, word.slice(0, -2)];
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return [word, stem];
  return [word];
}

/** Prepares a keyword list for searchKeywords; done once per list. */
export function indexKeywords(keywords: readonly IndustryKeyword[]): KeywordIndex {
  const byForm = new Map<string, Posting[]>();
  const add = (form: string, posting: Posting) => {
    const postings = byForm.get(form);
    if (postings) postings.push(posting);
    else byForm.set(form, [posting]);
  };
  const entries = keywords.map((keyword, index): Entry => {
    const searched = words(keyword.Keyword.replace(NOT_SEARCHED, ' '));
    searched.forEach((word, position) => {
      const forms = new Set(withSingulars(word));
      const next = searched[position + 1];
      if (next) forms.add(word + next);
      for (const form of forms) add(form, { keyword: index, position });
    });
    const source = keywordSource(keyword['Keyword ID']);
    return {
      keyword,
      example: source === 'census-example',
      sourceRank: SOURCE_RANK[source],
      words: searched.length,
      order: foldText(keyword.Keyword),
    };
  });
  const forms = [...byForm.keys()].sort();
  return { entries, forms, postings: forms.map((form) => byForm.get(form)!) };
}

/** The first index in sorted `forms` whose form is not below `prefix`. */
function lowerBound(forms: readonly string[], prefix: string): number {
  let low = 0;
  let high = forms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (forms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How the whole query meets a keyword: words matched, of them whole, the first at its start. */
interface Match {
  matched: number;
  whole: number;
  leading: boolean;
}

/** The keywords one query word meets, each by its best word: a whole one, then the earliest. */
function matchWord(index: KeywordIndex, word: string): Map<number, WordMatch> {
  const best = new Map<number, WordMatch>();
  const note = (keyword: number, whole: boolean, position: number) => {
    const known = best.get(keyword);
    if (!known || (whole && !known.whole) || (whole === known.whole && position < known.position)) {
      best.set(keyword, { whole, position });
    }
  };
  for (const spelling of withSingulars(word)) {
    for (let at = lowerBound(index.forms, spelling); at < index.forms.length; at++) {
      const form = index.forms[at]!;
      if (!form.startsWith(spelling)) break;
      for (const posting of index.postings[at]!) {
        note(posting.keyword, form === spelling, posting.position);
      }
    }
  }
  if (/^\d+$/.test(word)) {
    index.entries.forEach(({ keyword }, at) => {
      if (keyword.naics.startsWith(word)) note(at, keyword['Keyword ID'] === word, 0);
    });
  }
  return best;
}

/** The keywords best matching what the owner has typed so far, best first; none for no words. */
export function searchKeywords(
  index: KeywordIndex,
  text: string,
  limit = MAX_RESULTS,
): IndustryKeyword[] {
  const typed = words(text);
  const query = typed.filter((word, at) => at === typed.length - 1 || !STOP_WORDS.has(word));
  const perWord = query.map((word) => matchWord(index, word));
  // Two words typed apart may be one in the keyword ("day care", "Daycare"): run together, the
  // pair matches for both.
  for (let at = 0; at + 1 < query.length; at++) {
    for (const [keyword, match] of matchWord(index, query[at]! + query[at + 1]!)) {
      for (const side of [perWord[at]!, perWord[at + 1]!]) {
        if (!side.has(keyword)) side.set(keyword, match);
      }
    }
  }
  const matches = new Map<number, Match>();
  perWord.forEach((found, at) => {
    for (const [keyword, { whole, position }] of found) {
      const match = matches.get(keyword) ?? { matched: 0, whole: 0, leading: false };
      match.matched += 1;
      if (whole) match.whole += 1;
      if (at === 0 && position === 0) match.leading = true;
      matches.set(keyword, match);
    }
  });
  const ranked = [...matches].sort(([a, first], [b, second]) => {
    const x = index.entries[a]!;
    const y = index.entries[b]!;
    return (
      second.matched - first.matched ||
      Number(x.example) - Number(y.example) ||
      Number(second.leading) - Number(first.leading) ||
      second.whole - first.whole ||
      x.sourceRank - y.sourceRank ||
      x.words - y.words ||
      (x.order < y.order ? -1 : x.order > y.order ? 1 : 0)
    );
  });
  return ranked.slice(0, limit).map(([at]) => index.entries[at]!.keyword);
}
