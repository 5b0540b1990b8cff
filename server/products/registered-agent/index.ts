import { REGISTERED_AGENT_FLOW } from '../../../src/domain/flows/registered-agent-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { REGISTERED_AGENT_FILING } from './registered-agent-submission';

/** The registered agent: a request for the formed business, filed with its appointment. */
export const REGISTERED_AGENT: ProductPlugin = {
  name: 'registered-agent',
  flow: REGISTERED_AGENT_FLOW,
  filing: () => REGISTERED_AGENT_FILING,
};
