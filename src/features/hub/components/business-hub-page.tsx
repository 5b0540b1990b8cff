import { memo, startTransition, useCallback, useState } from 'react';
import { Link } from 'wouter';
import { HUB_SECTION_SIZE } from '../../../domain/hub/hub-content';
import { LATEST_ARTICLES, LATEST_GUIDES } from '../../../domain/hub/content-reads';
import { ARTICLES_PATH, GUIDES_PATH } from '../../../domain/services/service-paths';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { PageHeader } from '../../../ui/page-header';
import { useArticles } from '../api/article-list';
import { usePendingFavorites, type PendingFavorites } from '../api/hub-favorites';
import { useHubFiles } from '../api/hub-file-list';
import { ArticleCard } from './article-card';
import { CategoryCards } from './category-cards';
import { HubPlaceholder, LoadingFileItems, type Previewed } from './hub-file-items';
import { HubSearch } from './hub-search';
import { useOpenedHubItem } from './lazy-modals';
import { TemplatesSection } from './templates-section';
import './hub.css';

/*
 * Each section reads its own lists and is memoised: a list arriving renders the section showing
 * it, not the whole page (on a slow phone each whole-page render was a task of its own while
 * the first screen loaded).
 */

/** A count card of 'Explore': the number (a dash until known) and what it counts, linked. */
function CountCard({ to, total, label }: { to: string; total?: number; label: string }) {
  return (
    <li>
      <Link className="ch-hub-count" to={to}>
        <span className="ch-hub-count__number">{total ?? '–'}</span>
        <span className="ch-hub-count__label">{label}</span>
      </Link>
    </li>
  );
}

/** 'Explore': the guides' and articles' counts, from the latest lists' totals. */
const ExploreSection = memo(function ExploreSection() {
  const guides = useHubFiles(LATEST_GUIDES);
  const articles = useArticles(LATEST_ARTICLES);
  return (
    <section className="ch-hub-section" aria-labelledby="hub-explore">
      <h2 id="hub-explore" className="ch-hub-section__title">
        Explore
      </h2>
      <ul className="ch-hub-counts">
        <CountCard to={GUIDES_PATH} total={guides.data?.total} label="Guides" />
        <CountCard to={ARTICLES_PATH} total={articles.data?.total} label="Articles" />
      </ul>
    </section>
  );
});

/** The guides' section: 'View All Guides' and their categories. */
const GuidesSection = memo(function GuidesSection() {
  return (
    <section className="ch-hub-section ch-hub-section--below" aria-labelledby="hub-guides">
      <div className="ch-hub-section__head">
        <h2 id="hub-guides" className="ch-hub-section__title">
          Guides
        </h2>
        <LinkButton to={GUIDES_PATH} variant="secondary">
          View All Guides
        </LinkButton>
      </div>
      <h3 className="ch-hub-section__subtitle">Explore by category</h3>
      <CategoryCards kind="guides" />
    </section>
  );
});

/** The latest 4 articles and 4 guides. */
const LatestSection = memo(function LatestSection({
  onOpenArticle,
  onPreview,
  pending,
}: {
  onOpenArticle: (id: number) => void;
  onPreview: (previewed: Previewed) => void;
  pending: PendingFavorites;
}) {
  const guides = useHubFiles(LATEST_GUIDES);
  const articles = useArticles(LATEST_ARTICLES);
  return (
    <section className="ch-hub-section ch-hub-section--below" aria-labelledby="hub-latest">
      <div className="ch-hub-section__head">
        <h2 id="hub-latest" className="ch-hub-section__title">
          Latest articles and guides
        </h2>
        <LinkButton to={ARTICLES_PATH} variant="secondary">
          View All Articles
        </LinkButton>
      </div>
      {articles.isError ? (
        <LoadError message="We could not load the articles." query={articles} />
      ) : articles.data ? (
        <ul className="ch-hub-grid">
          {articles.data.data.map((item) => (
            <li key={item.id}>
              <ArticleCard article={item} onOpen={onOpenArticle} pending={pending} />
            </li>
          ))}
        </ul>
      ) : (
        <HubPlaceholder label="Loading the articles" />
      )}
      <h3 className="ch-hub-section__subtitle">Latest guides</h3>
      <LoadingFileItems
        list={guides}
        noun="the guides"
        rows={HUB_SECTION_SIZE}
        kind="guides"
        onPreview={onPreview}
        pending={pending}
      />
    </section>
  );
});

/**
 * /business-hub (dashboard spec §2 "Business Hub page"): search over the whole hub, the guides'
 * and articles' counts, the templates (the library's categories, or its examples), the guides'
 * categories, and the latest articles and guides, 4 of each.
 */
export function BusinessHubPage() {
  const pending = usePendingFavorites();
  const { openResult, setArticle, setPreviewed, modals } = useOpenedHubItem();
  // The sections under the templates wait until that section has its final height. Once shown
  // they stay: a list asked again (a failed one when a reader of it mounts) must not take them
  // away and bring them back. They are rendered in a transition: the templates (the first
  // screen's largest paint) do not wait for the guides' and articles' render.
  const [revealed, setRevealed] = useState(false);
  const reveal = useCallback(() => startTransition(() => setRevealed(true)), []);
  return (
    <>
      <PageHeader
        title="Business Hub"
        subtitle="Templates, guides and articles to help you start, run and grow your business."
      />
      <HubSearch onOpen={openResult} />
      <ExploreSection />
      <TemplatesSection onSettled={reveal} onPreview={setPreviewed} pending={pending} />
      {revealed && (
        <>
          <GuidesSection />
          <LatestSection onOpenArticle={setArticle} onPreview={setPreviewed} pending={pending} />
        </>
      )}

      {modals}
    </>
  );
}
