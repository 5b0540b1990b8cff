import { TEMPLATES_FLOW } from '../../../src/domain/flows/templates-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { HubNews } from './content-service/hub-news';
import { hubContentRoutes } from './content-service/hub-content-routes';
import { templateFillRoutes } from './template-fill/template-fill-routes';
import { TEMPLATE_PAGES } from './template-fill/template-pages';

/**
 * The Business Hub and business templates (issue 28): the document and content service at
 * /content, serving the guides, templates and articles written in this folder, loaded into the
 * database once per change of their sources, with the owner's favourites and file links; and
 * the templates filled with the owner's business (decision 0070), a page of questions each and
 * the fill that keeps the document among theirs.
 */
export const BUSINESS_HUB: ProductPlugin = {
  name: 'business-hub',
  flow: TEMPLATES_FLOW,
  pages: TEMPLATE_PAGES,
  // The news mails' handlers: a load of the content (on whichever process) schedules them.
  start: (services) => new HubNews(services).define(),
  routes: (app, { db, pages, documents }) => templateFillRoutes(app, { db, pages, documents }),
  serviceRoutes: {
    // The sources and their renderers (pdfkit, docx, every piece of content) load with the
    // hub's first call, not with every process that never serves one (the suite's apps).
    '/content': (app, services) =>
      hubContentRoutes(app, services, () =>
        import('./content-service/hub-source-items').then((module) => module.repoHubSources()),
      ),
  },
};
