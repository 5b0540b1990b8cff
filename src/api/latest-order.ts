import type { ProductKey } from '../domain/checkout/product-keys';
import type { PlacedOrder } from '../domain/contracts/service-orders';
import { serviceNameOf } from '../domain/services/service-names';
import { useServiceOrders } from './service-orders';

/**
 * The signed-in owner's latest order of one service (the orders come newest first): undefined
 * while the orders load, or when the owner never ordered it. Apart from service-orders.ts, so
 * that a question page asking only whether any order was rejected does not load the services'
 * names.
 */
export function useLatestOrder(productKey: ProductKey): PlacedOrder | undefined {
  const service = serviceNameOf(productKey);
  return useServiceOrders().data?.find((order) => order.service === service);
}
