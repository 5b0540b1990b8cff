import { ProductsPage } from '../features/dashboard/components/products-page';
import { SERVICE_PIECES } from './dashboard-screen';

/**
 * The Products page with the same pieces as the dashboard's cards. Importing the dashboard
 * screen keeps the cards, modals and data in that screen's chunk, unchanged: this screen's own
 * chunk holds only the page, and the dashboard's first paint loads nothing more (decision 0075).
 */
export function ProductsScreen() {
  return <ProductsPage {...SERVICE_PIECES} />;
}
