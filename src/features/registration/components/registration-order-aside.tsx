import { useEffect } from 'react';
import { OrderSummaryPanel } from '../../../order/order-summary-panel';
import { useRegistrationOrder } from '../../../order/use-registration-order';
import { useLiveAnswers } from './live-answers';

/** The order summary beside registration's pages, following the answers as they are typed. */
export function RegistrationOrderAside({ sessionId }: { sessionId: string }) {
  const { answers, reportOrder } = useLiveAnswers();
  const order = useRegistrationOrder(sessionId, answers);
  useEffect(() => reportOrder(order), [order, reportOrder]);
  return <OrderSummaryPanel order={order} />;
}
