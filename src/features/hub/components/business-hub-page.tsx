import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { HubFileItem } from '../../../domain/contracts/hub-files';
import type { HubSearchResult } from '../../../domain/hub/hub-search';
import {
  HUB_SECTION_SIZE,
  TEMPLATE_TEASER_SIZE,
  type HubFileKind,
} from '../../../domain/hub/hub-content';
import {
  LATEST_ARTICLES,
  LATEST_GUIDES,
  TEMPLATE_EXAMPLES,
} from '../../../domain/hub/content-reads';
import {
  ARTICLES_PATH,
  DASHBOARD_PATH,
  GUIDES_PATH,
  LEARN_MORE_LABEL,
  TEMPLATES_PATH,
} from '../../../domain/services/service-paths';
import { LinkButton } from '../../../ui/link-button';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useArticles } from '../api/article-list';
import { useHubCategoryCounts } from '../api/hub-categories';
import { usePendingFavorites, type PendingFavorites } from '../api/hub-favorites';
import { useHubFiles } from '../api/hub-file-list';
import { useFileAccess } from '../use-file-access';
import { ArticleCard } from './article-card';
import { FavoriteButton } from './favorite-button';
import { HubSearch } from './hub-search';
import { LazyArticleModal, LazyPreviewModal } from './lazy-modals';
import type { PreviewItem } from './preview-modal';
import './hub.css';

export const TEMPLATES_PITCH =
  'Real business templates, ready when you are. Just download, customize, and go.';

const LIST_PATH: Readonly<Record<HubFileKind, string>> = {
  guides: GUIDES_PATH,
  templates: TEMPLATES_PATH,
};
const COUNT_NOUN: Readonly<Record<HubFileKind, string>> = {
  guides: 'Guides',
  templates: 'Templates',
};

/** What a preview opens: the item and its kind; downloads off for an example the owner lacks. */
interface Previewed {
  item: PreviewItem;
  kind: HubFileKind;
  downloadsDisabled: boolean;
}

/** A file row's lines while the list loads: its name, two lines of description, its category. */
const FILE_SKELETON_LINES = [
  { className: 'ch-hub-file__name', width: '14ch' },
  { className: 'ch-hub-file__description', width: '24ch' },
  { className: 'ch-hub-file__description', width: '24ch' },
  { className: 'ch-hub-file__category', width: '8ch' },
] as const;

/**
 * A short list of guides or templates while it loads, row for row: the sections under it do not
 * jump when it arrives (on a phone the examples' list is on the first screen).
 */
function FileItemsSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <ListSkeleton
      label={label}
      rows={rows}
      listClassName="ch-hub-files"
      itemClassName="ch-hub-file"
      textClassName="ch-hub-file__text"
      lines={FILE_SKELETON_LINES}
    />
  );
}

function Placeholder({ label }: { label: string }) {
  return (
    <p className="ch-hub-placeholder">
      <TextSkeleton label={label} width="24ch" />
    </p>
  );
}

/** 'Explore by category': a card per category, '{count} Guides' or '{count} Templates'. */
function CategoryCards({ kind }: { kind: HubFileKind }) {
  const counts = useHubCategoryCounts(kind);
  if (counts.isError)
    return <LoadError message="We could not load the categories." query={counts} />;
  if (!counts.data) return <Placeholder label="Loading the categories" />;
  return (
    <ul className="ch-hub-categories">
      {counts.data.map((category) => (
        <li key={category.category_id}>
          <Link
            className="ch-hub-category"
            to={`${LIST_PATH[kind]}?category_id=${category.category_id}`}
          >
            <span className="ch-hub-category__name">{category.category_name}</span>
            <span className="ch-hub-category__count">
              {category.template_count} {COUNT_NOUN[kind]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A short list of guides or templates, each with Preview and its favourite. */
function FileItems({
  items,
  kind,
  onPreview,
  pending,
  downloadsDisabled = false,
}: {
  items: readonly HubFileItem[];
  kind: HubFileKind;
  onPreview: (previewed: Previewed) => void;
  /** The owner's toggles not yet sent, followed once for the page. */
  pending: PendingFavorites;
  downloadsDisabled?: boolean;
}) {
  return (
    <ul className="ch-hub-files">
      {items.map((item) => (
        <li key={item.id} className="ch-hub-file">
          <div className="ch-hub-file__text">
            <h4 className="ch-hub-file__name">{item.name}</h4>
            <p className="ch-hub-file__description">{item.template_description}</p>
            <p className="ch-hub-file__category">{item.category_name}</p>
          </div>
          <div className="ch-hub-file__actions">
            <button
              type="button"
              className="ch-hub-link-button"
              onClick={() =>
                onPreview({
                  item: { ...item, description: item.template_description },
                  kind,
                  downloadsDisabled,
                })
              }
            >
              Preview<span className="ch-visually-hidden"> {item.name}</span>
            </button>
            <FavoriteButton item={item} pending={pending} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A short list as it loads: its skeleton row for row, its failure with a retry, or its items.
 * `noun` names it in both messages ('the examples', 'the guides').
 */
function LoadingFileItems({
  list,
  noun,
  rows,
  ...items
}: Omit<Parameters<typeof FileItems>[0], 'items'> & {
  list: ReturnType<typeof useHubFiles>;
  noun: string;
  rows: number;
}) {
  if (list.isError) return <LoadError message={`We could not load ${noun}.`} query={list} />;
  if (!list.data) return <FileItemsSkeleton label={`Loading ${noun}`} rows={rows} />;
  return <FileItems items={list.data.items} {...items} />;
}

/**
 * The templates section's reads: the owner's access, the examples (asked while the statuses are
 * still on their way too, HUB_FIRST_SCREEN_READS says why) and the library's category counts.
 * `settled` once the section has its final height: the examples or the categories are in (or
 * failed), or the statuses could not be had. Until then the sections under it wait, so that
 * its growing from a one-line placeholder to three examples or a row of categories never
 * pushes down the guides the owner is already reading (the lists answer in any order).
 */
function useTemplatesSection() {
  const access = useFileAccess('templates');
  const examples = useHubFiles(TEMPLATE_EXAMPLES, {
    enabled: access.state === 'examples' || access.state === 'checking',
  });
  const counts = useHubCategoryCounts('templates');
  const settledNow =
    access.state === 'failed' ||
    (access.state === 'checking' && !arriving(access.query)) ||
    (access.state === 'examples' && !arriving(examples)) ||
    (access.state === 'full' && !arriving(counts));
  // Once shown, the sections under it stay: a list asked again (a failed one when a reader of
  // it mounts) must not take them away and bring them back. They are rendered after the
  // section has painted, in a transition: the templates (the first screen's largest paint)
  // do not wait for the guides' and articles' render.
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (settledNow) startTransition(() => setRevealed(true));
  }, [settledNow]);
  return { access, examples, settled: revealed };
}

/**
 * A first answer on its way: not yet failed once, nor paused for want of a network. One that
 * failed or waits for a connection keeps nothing else waiting with it.
 */
const arriving = (query: { isPending: boolean; fetchStatus: string; failureCount: number }) =>
  query.isPending && query.fetchStatus === 'fetching' && query.failureCount === 0;

/** The templates section: the library's categories, or its examples for an owner without it. */
function TemplatesSection({
  section: { access, examples },
  onPreview,
  pending,
}: {
  section: ReturnType<typeof useTemplatesSection>;
  onPreview: (previewed: Previewed) => void;
  pending: PendingFavorites;
}) {
  return (
    <section className="ch-hub-section" aria-labelledby="hub-templates">
      <div className="ch-hub-section__head">
        <h2 id="hub-templates" className="ch-hub-section__title">
          Business Templates
          {access.state === 'full' ? <span className="ch-hub-active">Active</span> : null}
        </h2>
        {access.state === 'full' ? (
          <LinkButton to={TEMPLATES_PATH} variant="secondary">
            View All Templates
          </LinkButton>
        ) : access.state === 'examples' ? (
          <LinkButton to={DASHBOARD_PATH} variant="secondary">
            {LEARN_MORE_LABEL}
          </LinkButton>
        ) : null}
      </div>
      <p className="ch-hub-section__lead">{TEMPLATES_PITCH}</p>
      {access.state === 'failed' ? (
        <LoadError message="We could not check your services." query={access.query} />
      ) : access.state === 'checking' ? (
        <Placeholder label="Loading the templates" />
      ) : access.state === 'full' ? (
        <>
          <h3 className="ch-hub-section__subtitle">Explore by category</h3>
          <CategoryCards kind="templates" />
        </>
      ) : (
        <>
          <h3 className="ch-hub-section__subtitle">Business Templates Examples</h3>
          <LoadingFileItems
            list={examples}
            noun="the examples"
            rows={TEMPLATE_TEASER_SIZE}
            kind="templates"
            onPreview={onPreview}
            pending={pending}
            downloadsDisabled
          />
        </>
      )}
    </section>
  );
}

/**
 * /business-hub (dashboard spec §2 "Business Hub page"): search over the whole hub, the guides'
 * and articles' counts, the templates (the library's categories, or its examples), the guides'
 * categories, and the latest articles and guides, 4 of each.
 */
export function BusinessHubPage() {
  const templates = useTemplatesSection();
  const guides = useHubFiles(LATEST_GUIDES);
  const articles = useArticles(LATEST_ARTICLES);
  const pending = usePendingFavorites();
  const [article, setArticle] = useState<number | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const openResult = (result: HubSearchResult) => {
    if (result.kind === 'articles') setArticle(result.id);
    else
      setPreviewed({
        item: { ...result, category_name: result.category_name ?? '' },
        kind: result.kind,
        downloadsDisabled: false,
      });
  };
  return (
    <>
      <PageHeader
        title="Business Hub"
        subtitle="Templates, guides and articles to help you start, run and grow your business."
      />
      <HubSearch onOpen={openResult} />

      <section className="ch-hub-section" aria-labelledby="hub-explore">
        <h2 id="hub-explore" className="ch-hub-section__title">
          Explore
        </h2>
        <ul className="ch-hub-counts">
          <li>
            <Link className="ch-hub-count" to={GUIDES_PATH}>
              <span className="ch-hub-count__number">{guides.data?.total ?? '–'}</span>
              <span className="ch-hub-count__label">Guides</span>
            </Link>
          </li>
          <li>
            <Link className="ch-hub-count" to={ARTICLES_PATH}>
              <span className="ch-hub-count__number">{articles.data?.total ?? '–'}</span>
              <span className="ch-hub-count__label">Articles</span>
            </Link>
          </li>
        </ul>
      </section>

      <TemplatesSection section={templates} onPreview={setPreviewed} pending={pending} />

      {templates.settled && (
        <>
          <section className="ch-hub-section" aria-labelledby="hub-guides">
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

          <section className="ch-hub-section" aria-labelledby="hub-latest">
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
                    <ArticleCard article={item} onOpen={setArticle} pending={pending} />
                  </li>
                ))}
              </ul>
            ) : (
              <Placeholder label="Loading the articles" />
            )}
            <h3 className="ch-hub-section__subtitle">Latest guides</h3>
            <LoadingFileItems
              list={guides}
              noun="the guides"
              rows={HUB_SECTION_SIZE}
              kind="guides"
              onPreview={setPreviewed}
              pending={pending}
            />
          </section>
        </>
      )}

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
    </>
  );
}
