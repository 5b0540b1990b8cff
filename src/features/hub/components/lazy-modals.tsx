import { lazy } from 'react';

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
