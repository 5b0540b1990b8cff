import { useQuery } from '@tanstack/react-query';
import { useSignedInIndividualId } from '../../../api/session';
import { questionWords } from '../../../domain/help/search-words';
import { hubSearchIndexQuery, searchHub } from './hub-search';

/*
 * Apart from hub-search.ts, which the hub's first screen loads (decision 0071): reading a
 * question's words is for the assistant's page only.
 */

/** What the assistant may show of the hub: reading, not the template library. */
const ANSWERING_KINDS = ['articles', 'guides'] as const;

/**
 * The hub's articles and guides that speak to a question asked in an owner's words (the
 * assistant, decision 0080): any of its telling words, best first; idle without any.
 */
export function useHubAnswers(question: string) {
  const individualId = useSignedInIndividualId();
  const words = questionWords(question).join(' ');
  return useQuery({
    ...hubSearchIndexQuery(individualId),
    enabled: words !== '' && individualId > 0,
    select: (index) => searchHub(index, words, ANSWERING_KINDS, true),
  });
}
