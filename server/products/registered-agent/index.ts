import { RETURNED_DOCUMENTS } from '../../../src/domain/documents/returned-documents';
import { REGISTERED_AGENT_FLOW } from '../../../src/domain/flows/registered-agent-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import type { ProductPlugin } from '../../services/product-plugin';
import { REGISTERED_AGENT_FILING } from './registered-agent-submission';

/** The registered agent: a request for the formed business, filed with its appointment. */
export const REGISTERED_AGENT: ProductPlugin = {
  name: 'registered-agent',
  flow: REGISTERED_AGENT_FLOW,
  service: serviceNameOf(REGISTERED_AGENT_FLOW.submission.productKey),
  filing: () => REGISTERED_AGENT_FILING,
  returned: RETURNED_DOCUMENTS.REGISTERED_AGENT,
};
