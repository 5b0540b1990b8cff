import { useDashboardServices } from '../use-dashboard-services';
import { useCardLines } from './service-cards';
import { useServiceDialogs } from './service-dialogs';
import type { ServicePieces } from './service-pieces';

/**
 * What a screen of service cards (the dashboard, the Products page) reads and opens: the
 * services' data, the lines other features add to cards, and the modals, whose success modal
 * returns to the screen with `returnLabel`.
 */
export function useServiceScreen(pieces: ServicePieces, returnLabel: string) {
  const services = useDashboardServices();
  const { learnMore, dialogs } = useServiceDialogs(services, pieces.renderCheckout, returnLabel);
  const lines = useCardLines(services.statuses, pieces);
  return { services, lines, learnMore, dialogs };
}
