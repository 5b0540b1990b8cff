/**
 * How questions and answers are read as words, by the Help Center's filter, the assistant's
 * search (help-search.ts) and the assistant's look into the Business Hub: kept apart from the
 * answers so that reading a question loads none of them.
 */

/** Lower case, accents and punctuation gone: what both the answers and a search are read as. */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that say nothing about what is asked. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after again all am an and any are as at be been before being but by can could ' +
    'did do does doing done for from get gets getting got had has have having he her here ' +
    'hers him his how i if in into is it its itll just me mine more most my myself need ' +
    'needs no nor not now of off on once only or other our ours out over own please same she ' +
    'should so some still such than that the their them then there these they this those ' +
    'through to too under until up us very want was we were what whats when which ' +
    'while who whom why will with would you your yours hi hello thanks thank im ive dont ' +
    'cant doesnt didnt isnt wont tell know mean means meaning'
  ).split(' '),
);

/** The words of a question that say what it asks: stop words gone ("how long does an LLC take"
 * → "long llc take"). */
export function questionWords(question: string): string[] {
  return searchable(question)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
}
