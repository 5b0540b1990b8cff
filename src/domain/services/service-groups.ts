import { SERVICE_CATALOGUE, type CatalogueItem } from './service-catalogue';
import type { ServiceStatuses } from './service-statuses';

/** The Products page's two groups of services, each in the catalogue's order. */
export interface ServiceGroups {
  /**
   * The services on the owner's account: any status, one the client does not know and
   * NOT_STARTED included. A service with a status is never offered again (decision 0022): its
   * card shows where it stands and its next step, its Learn More modal Continue.
   */
  yours: CatalogueItem[];
  /** The services without a status: offered, their card with its price, their modal Purchase. */
  available: CatalogueItem[];
}

/** Every service of the catalogue, in the group its status puts it. */
export function serviceGroups(statuses: ServiceStatuses): ServiceGroups {
  const groups: ServiceGroups = { yours: [], available: [] };
  for (const item of SERVICE_CATALOGUE) {
    (statuses[item.productKey] === undefined ? groups.available : groups.yours).push(item);
  }
  return groups;
}
