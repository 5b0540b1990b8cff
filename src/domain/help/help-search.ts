/**
 * The assistant's search (issue 29: "/assistant and the public /chat: a search over the help
 * answers … that answers in the page, offline"): questions as owners write them ("how long
 * does an LLC take in Texas") ranked against the Help Center's answers (help-articles.ts), in
 * the browser, with no service. Pure: the pages load it lazily, and its tests ask real
 * questions.
 *
 * A question is read as words: lower case without accents or punctuation (the Help Center's
 * filter reads the same way), state names read as "state", stop words dropped, each word cut
 * to a simple stem ("renewals" → "renewal", "asking" → "ask"). An answer's words count by
 * where they stand: its question most, then its keywords, its topic, its text. Rare words
 * count more than common ones, a word may start a longer one ("renew" → "renewal"), and a few
 * synonyms ("fee" ~ "cost") count at half weight. Answers that hold more of the question's
 * words rank first.
 */
import { US_STATES } from '../us-states';
import { HELP_ARTICLES, HELP_TOPICS, type HelpArticle } from './help-articles';
import { questionWords, searchable } from './search-words';
import { blocksText } from '../content-blocks';

/**
 * Words that, asked, should also find another: each group's words find each other at half
 * weight. Written as owners would ask; stemmed like everything else.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['cost', 'price', 'fee', 'charge', 'expensive'],
  ['refund', 'money', 'cancel'],
  ['scam', 'fraud', 'fake', 'solicitation', 'suspicious', 'phishing'],
  ['letter', 'mail', 'notice', 'envelope'],
  ['long', 'time', 'fast', 'quick', 'soon', 'wait', 'days', 'timeline'],
  ['formation', 'form', 'start', 'register', 'registration', 'incorporate', 'create'],
  ['document', 'file', 'paper', 'copy', 'download'],
  ['renew', 'renewal', 'expire', 'subscription'],
  ['deadline', 'due', 'late', 'overdue'],
  ['reject', 'deny', 'refuse', 'fail'],
  ['password', 'login', 'signin', 'locked'],
  ['support', 'human', 'person', 'someone', 'contact', 'talk', 'call', 'phone', 'agent'],
  ['ein', 'irs', 'tax'],
  ['status', 'progress', 'stage', 'step'],
  ['receipt', 'invoice', 'bill'],
];

/** How much a word counts by where it stands in an answer. */
const FIELD_WEIGHTS = { title: 3, keywords: 2.5, topic: 1.5, body: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/** The least share of the question an answer must hold to be offered (tuned on the tests). */
const MIN_SHARE = 0.25;

/** A word that only starts a longer one counts this much of a whole word. */
const PREFIX_WEIGHT = 0.6;
/** A synonym counts this much of the word asked. */
const SYNONYM_WEIGHT = 0.5;
/** The shortest word that may find longer ones it starts. */
const PREFIX_MIN_LENGTH = 4;

/**
 * A simple stemmer: plural and verb endings off, the same way for questions and answers, so
 * "renewals", "renewing" and "renewed" meet "renew". Not a linguist's stemmer: only what makes
 * owners' questions meet the answers' words.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(stemmed)) return stemmed;
  else if (/(sh|ch|x|z)es$/.test(stemmed)) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith('s')) stemmed = stemmed.slice(0, -1);
  for (const ending of ['ing', 'ed']) {
    if (stemmed.endsWith(ending) && stemmed.length - ending.length >= 3) {
      stemmed = stemmed.slice(0, -ending.length);
      // "getting" → "get", "planned" → "plan".
      if (/([bdgmnprt])\1$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
      break;
    }
  }
  return stemmed;
}

/** Full state names, longest first, as searchable text: "new york", "texas". */
const STATE_NAMES = US_STATES.map(({ name }) => searchable(name)).sort(
  (a, b) => b.length - a.length,
);
const STATE_NAME_PATTERN = new RegExp(`\\b(${STATE_NAMES.join('|')})\\b`, 'g');

/** The state a question names in full ("… in Texas" → TX), if it names one. */
export function stateNamedIn(question: string): string | undefined {
  const named = searchable(question).match(STATE_NAME_PATTERN)?.[0];
  return US_STATES.find(({ name }) => searchable(name) === named)?.abbreviation;
}

/** The words a text is searched by: stems, stop words gone, state names read as "state". */
export function searchTerms(text: string): string[] {
  return questionWords(searchable(text).replace(STATE_NAME_PATTERN, 'state')).map(stem);
}

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = group.map(stem);
    for (const word of stems) {
      map.set(word, [...(map.get(word) ?? []), ...stems.filter((other) => other !== word)]);
    }
  }
  return map;
})();

/** What the index reads of one thing it can answer with. */
export interface SearchEntry<T> {
  item: T;
  title: string;
  keywords: readonly string[];
  topic: string;
  body: string;
}

export interface SearchMatch<T> {
  item: T;
  score: number;
  /**
   * The score as a share of what an entry holding every word of the question in its title
   * would score, a word no entry holds counting as the rarest: how well it answers (0 to 1).
   */
  share: number;
}

interface IndexedEntry<T> {
  item: T;
  fields: Record<Field, { words: ReadonlySet<string>; starts: (term: string) => boolean }>;
}

/** One field's words, and whether any of them starts with a given longer-than-short term. */
function indexField(text: string) {
  const words = new Set(searchTerms(text));
  const list = [...words];
  return {
    words,
    starts: (term: string) =>
      term.length >= PREFIX_MIN_LENGTH && list.some((word) => word.startsWith(term)),
  };
}

/** How much `term` counts in an entry: the heaviest field that holds it, or starts it. */
function termWeight<T>(entry: IndexedEntry<T>, term: string): number {
  let weight = 0;
  for (const field of FIELDS) {
    const { words, starts } = entry.fields[field];
    const here = words.has(term)
      ? FIELD_WEIGHTS[field]
      : starts(term)
        ? FIELD_WEIGHTS[field] * PREFIX_WEIGHT
        : 0;
    weight = Math.max(weight, here);
  }
  return weight;
}

export interface AnswerIndex<T> {
  /** The entries that answer `question`, best first; none when nothing in it matches. */
  search(question: string, limit?: number): SearchMatch<T>[];
}

/** Builds an index over some entries (the Help Center's answers, or any others). */
export function answerIndex<T>(entries: readonly SearchEntry<T>[]): AnswerIndex<T> {
  const indexed: IndexedEntry<T>[] = entries.map((entry) => ({
    item: entry.item,
    fields: {
      title: indexField(entry.title),
      keywords: indexField(entry.keywords.join(' ')),
      topic: indexField(entry.topic),
      body: indexField(entry.body),
    },
  }));
  // How rare a word is: a word every answer holds tells them apart least.
  const rarity = (term: string) => {
    const holding = indexed.filter((entry) => termWeight(entry, term) > 0).length;
    return holding === 0 ? 0 : Math.log(1 + indexed.length / holding);
  };

  return {
    search(question, limit = 4) {
      const terms = [...new Set(searchTerms(question))];
      if (terms.length === 0) return [];
      const weighted = terms.map((term) => ({
        term,
        rarity: rarity(term),
        synonyms: (SYNONYMS.get(term) ?? []).map((synonym) => ({
          synonym,
          rarity: rarity(synonym),
        })),
      }));
      const rarest = Math.log(1 + indexed.length);
      const ideal = weighted.reduce(
        (sum, { rarity: termRarity }) => sum + FIELD_WEIGHTS.title * (termRarity || rarest),
        0,
      );
      return indexed
        .map((entry) => {
          let score = 0;
          let found = 0;
          for (const { term, rarity: termRarity, synonyms } of weighted) {
            let best = termWeight(entry, term) * termRarity;
            for (const { synonym, rarity: synonymRarity } of synonyms) {
              best = Math.max(best, termWeight(entry, synonym) * synonymRarity * SYNONYM_WEIGHT);
            }
            if (best > 0) found += 1;
            score += best;
          }
          // An answer holding more of the question's words comes first.
          const ranked = score * (0.5 + (0.5 * found) / terms.length);
          return { item: entry.item, score: ranked, share: ranked / ideal };
        })
        .filter((match) => match.share >= MIN_SHARE)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

/** What the index reads of a Help Center answer. */
function helpEntry(article: HelpArticle): SearchEntry<HelpArticle> {
  return {
    item: article,
    title: article.question,
    keywords: article.keywords,
    topic: HELP_TOPICS.find((topic) => topic.id === article.topic)!.title,
    body: blocksText(article.answer),
  };
}

let helpIndex: AnswerIndex<HelpArticle> | undefined;

/**
 * The Help Center's answers to a question, best first (built at the first question). The first
 * is the answer; the rest are other matches.
 */
export function askHelp(question: string, limit = 4): SearchMatch<HelpArticle>[] {
  helpIndex ??= answerIndex(HELP_ARTICLES.map(helpEntry));
  return helpIndex.search(question, limit);
}
