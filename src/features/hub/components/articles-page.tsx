import { Suspense, useState } from 'react';
import { HUB_MAX_LIMIT } from '../../../domain/hub/hub-content';
import { BUSINESS_HUB_PATH } from '../../../domain/services/service-paths';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useArticles } from '../api/article-list';
import { usePendingFavorites } from '../api/hub-favorites';
import { ArticleCard } from './article-card';
import { LazyArticleModal } from './lazy-modals';
import './hub.css';

/** Articles shown at a time; 'Show more' adds as many, up to the most a list call answers. */
const ARTICLES_PAGE = 12;

/** /articles ('View All Articles', dashboard spec §2): every article, newest first. */
export function ArticlesPage() {
  const [limit, setLimit] = useState(ARTICLES_PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const articles = useArticles({ page: 1, limit });
  const pending = usePendingFavorites();
  const shown = articles.data?.data ?? [];
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Business Hub', href: BUSINESS_HUB_PATH }]}
        current="Articles"
      />
      <PageHeader
        title="Articles"
        subtitle="Short, practical reads for running your LLC, by the Charter editorial team."
      />
      {articles.isError && !articles.data ? (
        <LoadError message="We could not load the articles." query={articles} />
      ) : articles.isLoading ? (
        <ul className="ch-hub-grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="ch-hub-card ch-hub-card--placeholder">
              <TextSkeleton label={index === 0 ? 'Loading the articles' : undefined} width="24ch" />
              <TextSkeleton width="14ch" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="ch-hub-empty">There are no articles yet.</p>
      ) : (
        <>
          <ul className="ch-hub-grid">
            {shown.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  onOpen={setOpen}
                  headingLevel={2}
                  pending={pending}
                />
              </li>
            ))}
          </ul>
          {articles.data && articles.data.total > shown.length && limit < HUB_MAX_LIMIT ? (
            <p className="ch-hub-more">
              <Button
                variant="secondary"
                isPending={articles.isFetching}
                onPress={() =>
                  setLimit((current) => Math.min(current + ARTICLES_PAGE, HUB_MAX_LIMIT))
                }
              >
                Show more articles
              </Button>
            </p>
          ) : null}
        </>
      )}
      <Suspense fallback={null}>
        {open !== null && <LazyArticleModal id={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
