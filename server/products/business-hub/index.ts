import type { ProductPlugin } from '../../services/product-plugin';
import { hubContentRoutes } from './content-service/hub-content-routes';

/**
 * The Business Hub and business templates (issue 28): the document and content service at
 * /content, serving the guides, templates and articles written in this folder, loaded into the
 * database once per change of their sources, with the owner's favourites and file links.
 */
export const BUSINESS_HUB: ProductPlugin = {
  name: 'business-hub',
  serviceRoutes: {
    // The sources and their renderers (pdfkit, docx, every piece of content) load with the
    // hub's first call, not with every process that never serves one (the suite's apps).
    '/content': (app, services) =>
      hubContentRoutes(app, services, () =>
        import('./content-service/hub-source-items').then((module) => module.repoHubSources()),
      ),
  },
};
