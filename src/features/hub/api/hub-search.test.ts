import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { HUB_SEARCH_INDEX_OPTIONS, type HubSearchDocument } from '../../../domain/hub/hub-search';
import { searchHub } from './hub-search';

const item = (id: number, kind: HubSearchDocument['kind'], name: string): HubSearchDocument => ({
  id,
  kind,
  slug: `item-${id}`,
  name,
  description: `${name}, explained.`,
  category_id: null,
  category_name: null,
  tags: '',
  text: name,
  publish_date: '2026-01-01',
});

function hubIndex() {
  const index = new MiniSearch<HubSearchDocument>(HUB_SEARCH_INDEX_OPTIONS);
  index.addAll([
    item(1, 'articles', 'Should your LLC elect S corporation status?'),
    item(2, 'guides', 'Paying yourself from your LLC'),
    item(3, 'templates', 'S corporation election letter'),
  ]);
  return index;
}

describe('searching the hub', () => {
  it('as the owner types: every word must match', () => {
    expect(searchHub(hubIndex(), 'llc corporation').map(({ id }) => id)).toEqual([1]);
  });

  it('for the assistant: any of a question’s words, of the kinds asked, best first', () => {
    const found = searchHub(
      hubIndex(),
      'llc elect corporation status',
      ['articles', 'guides'],
      true,
    );
    expect(found.map(({ id }) => id)).toEqual([1, 2]);
  });
});
