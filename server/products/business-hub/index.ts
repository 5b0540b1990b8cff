import type { ProductPlugin } from '../../services/product-plugin';
import { hubContentRoutes } from './content-service/hub-content-routes';
import { repoHubSources } from './content-service/hub-source-items';

/**
 * The Business Hub and business templates (issue 28): the document and content service at
 * /content, serving the guides, templates and articles written in this folder, loaded into the
 * database once per change of their sources, with the owner's favourites and file links.
 */
export const BUSINESS_HUB: ProductPlugin = {
  name: 'business-hub',
  serviceRoutes: {
    '/content': (app, services) => hubContentRoutes(app, services, repoHubSources),
  },
};
