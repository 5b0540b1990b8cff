import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { HubSources } from './hub-sources';
import type { HubNews } from './hub-news';
import { loadHubContent } from './load-hub-content';

/**
 * The hub's content, loaded once per process before its first call is answered (issue 28). A
 * process that takes background work starts the load as soon as it is ready, so the first owner
 * does not wait for it; a test's app loads only when a test calls the hub. A failed load is
 * tried again by the next call.
 */
export class HubReadiness {
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    /** The sources, imported when first needed: their renderers are heavy to load. */
    private readonly sources: () => Promise<HubSources>,
    private readonly log: FastifyBaseLogger,
    /** Tells the owners who opted in of the items a load adds. */
    private readonly news: HubNews,
  ) {}

  ready(): Promise<void> {
    this.loading ??= this.sources()
      .then((sources) =>
        loadHubContent(this.db, sources, (tx, load, itemIds) =>
          this.news.schedule(tx, load, itemIds),
        ),
      )
      .then(
        (outcome) => this.log.info({ outcome }, 'business hub content'),
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    return this.loading;
  }
}
