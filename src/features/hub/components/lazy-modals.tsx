import { lazy, Suspense, useCallback, useState } from 'react';
import type { HubSearchResult } from '../../../domain/hub/hub-search';
import type { Previewed } from './hub-file-items';

/*
 * The hub's modals load when first opened, not with a page: react-aria's dialog, the preview's
 * file reader and the article's sanitiser are for a click, not for a list's first paint
 * (issue 28). The hub, the articles and the guides and templates pages render them only while
 * one is open, inside a Suspense of their own.
 */
export const LazyArticleModal = lazy(() =>
  import('./article-modal').then((m) => ({ default: m.ArticleModal })),
);
export const LazyPreviewModal = lazy(() =>
  import('./preview-modal').then((m) => ({ default: m.PreviewModal })),
);

/**
 * A search result opened: an article in its modal, a guide or template in its preview. `modals`
 * is rendered where the page keeps them.
 */
export function useOpenedHubItem() {
  const [article, setArticle] = useState<number | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const openResult = useCallback((result: HubSearchResult) => {
    if (result.kind === 'articles') setArticle(result.id);
    else
      setPreviewed({
        item: { ...result, category_name: result.category_name ?? '' },
        kind: result.kind,
        downloadsDisabled: false,
      });
  }, []);
  const modals = (
    <Suspense fallback={null}>
      {article !== null && <LazyArticleModal id={article} onClose={() => setArticle(null)} />}
      {previewed && (
        <LazyPreviewModal
          item={previewed.item}
          kind={previewed.kind}
          downloadsDisabled={previewed.downloadsDisabled}
          onClose={() => setPreviewed(null)}
        />
      )}
    </Suspense>
  );
  return { openResult, setArticle, setPreviewed, modals };
}
