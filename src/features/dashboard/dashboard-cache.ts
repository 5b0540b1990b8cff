import type { QueryClient } from '@tanstack/react-query';
import { CHECKOUT_PRODUCTS_KEY } from '../../api/checkout-products';
import { OWNER_PROFILE_KEY } from '../../api/owner-profile';
import { SERVICE_ORDERS_KEY } from '../../api/service-orders';
import { SERVICES_STATUS_KEY } from '../../api/services-status';
import { sessionQueryCopy, storedAnswerOf as answerOf } from '../../api/session-query-copy';
import { individualAnswer } from '../../domain/contracts/individual';
import { serviceStatusesAnswer } from '../../domain/contracts/services-status';
import { serviceOrdersAnswer } from '../../domain/contracts/service-orders';

/**
 * The dashboard's server data kept in session storage (spec foundation §4 "Dashboard data ...
 * persisted in session storage and restored"): a reload, even offline, shows the cards from
 * this copy at once while the network answers. Restored once per page, then kept up to date.
 */
export const restoreDashboardCache: (queryClient: QueryClient) => Promise<void> = sessionQueryCopy({
  storageKey: 'charter:dashboard-cache',
  buster: 'dashboard-1',
  // What the dashboard shows and how to check a stored copy of it before it is trusted.
  kinds: {
    [OWNER_PROFILE_KEY]: answerOf(individualAnswer),
    [SERVICES_STATUS_KEY]: answerOf(serviceStatusesAnswer.properties.services),
    // The orders' timelines, read offline as the cards are (issue 30).
    [SERVICE_ORDERS_KEY]: answerOf(serviceOrdersAnswer.properties.orders),
    // The cards' prices. (Holidays and saved cards are not the cards': the service worker keeps
    // the holidays, and card details need not sit in storage.)
    [CHECKOUT_PRODUCTS_KEY.join('/')]: (data) => {
      if (!Array.isArray(data)) throw new Error('The product list is an array');
      return data;
    },
  },
  kindOf: (key) => (key[0] === CHECKOUT_PRODUCTS_KEY[0] ? key.slice(0, 2).join('/') : key[0]),
});
