import { memo, useEffect } from 'react';
import { TEMPLATE_TEASER_SIZE } from '../../../domain/hub/hub-content';
import { TEMPLATE_EXAMPLES } from '../../../domain/hub/content-reads';
import {
  DASHBOARD_PATH,
  LEARN_MORE_LABEL,
  TEMPLATES_PATH,
} from '../../../domain/services/service-paths';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { useHubCategoryCounts } from '../api/hub-categories';
import type { PendingFavorites } from '../api/hub-favorites';
import { useHubFiles } from '../api/hub-file-list';
import { useFileAccess, type QueryProgress } from '../use-file-access';
import { CategoryCards } from './category-cards';
import { HubPlaceholder, LoadingFileItems, type Previewed } from './hub-file-items';

export const TEMPLATES_PITCH =
  'Real business templates, ready when you are. Just download, customize, and go.';

/**
 * A first answer on its way: not yet failed once, nor paused for want of a network. One that
 * failed or waits for a connection keeps nothing else waiting with it.
 */
const arriving = (query: QueryProgress) =>
  query.isPending && query.fetchStatus === 'fetching' && query.failureCount === 0;

/**
 * The templates section's reads: the owner's access, the examples (asked while the statuses are
 * still on their way too, HUB_FIRST_SCREEN_READS says why) and the library's category counts.
 * Settled once the section has its final height: the examples or the categories are in (or
 * failed), or the statuses could not be had.
 */
function useTemplatesSection() {
  const access = useFileAccess('templates');
  const examples = useHubFiles(TEMPLATE_EXAMPLES, {
    enabled: access.state === 'examples' || access.state === 'checking',
  });
  const counts = useHubCategoryCounts('templates');
  const settled =
    access.state === 'failed' ||
    (access.state === 'checking' && !arriving(access.query)) ||
    (access.state === 'examples' && !arriving(examples)) ||
    (access.state === 'full' && !arriving(counts));
  return { access, examples, settled };
}

/**
 * The templates section: the library's categories, or its examples for an owner without it.
 * `onSettled` is called once it has its final height, so that the page can show what is under
 * it then: its growing from a one-line placeholder to three examples or a row of categories
 * never pushes down the guides the owner is already reading (the lists answer in any order).
 * It reads its own lists, so one arriving renders this section, not the whole page.
 */
export const TemplatesSection = memo(function TemplatesSection({
  onSettled,
  onPreview,
  pending,
}: {
  onSettled: () => void;
  onPreview: (previewed: Previewed) => void;
  pending: PendingFavorites;
}) {
  const { access, examples, settled } = useTemplatesSection();
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
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
        <HubPlaceholder label="Loading the templates" />
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
});
