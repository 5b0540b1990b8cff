import { useId } from 'react';
import { useHubAnswers } from '../api/hub-answers';
import { HubResultList } from './hub-search';
import { useOpenedHubItem } from './lazy-modals';
import './hub.css';

/** Hub items the assistant lists under a reply. */
const MAX_ANSWERS = 3;

/**
 * The Business Hub's articles and guides that speak to a question asked of the assistant
 * (decision 0080), opened here in the hub's own article modal or preview. From the hub's search
 * index, which the service worker keeps: offline once it was loaded. Nothing is shown while it
 * loads, when it cannot, or when nothing matches: the Help Center's reply stands alone.
 */
export function HubAnswers({ question }: { question: string }) {
  const titleId = useId();
  const search = useHubAnswers(question);
  const { openResult, modals } = useOpenedHubItem();
  const results = (search.data ?? []).slice(0, MAX_ANSWERS);
  if (results.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>From the Business Hub</h3>
      <HubResultList results={results} onOpen={openResult} />
      {modals}
    </section>
  );
}
