import { RETURNED_DOCUMENTS } from '../../../src/domain/documents/returned-documents';
import { CERTIFICATE_FLOW } from '../../../src/domain/flows/certificate-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import type { ProductPlugin } from '../../services/product-plugin';
import { CERTIFICATE_FILING } from './certificate-submission';

/** The certificate's title among the owner's documents, and in its mail's subject. */
export const CERTIFICATE_TITLE = RETURNED_DOCUMENTS.CERT_GOOD_STANDING.title;

/**
 * The certificate of good standing (decisions 0049, 0091): a request for the formed business;
 * the state's certificate comes back to the compliance shelf (in demo mode, a specimen).
 */
export const CERTIFICATE: ProductPlugin = {
  name: 'certificate',
  flow: CERTIFICATE_FLOW,
  service: serviceNameOf(CERTIFICATE_FLOW.submission.productKey),
  filing: () => CERTIFICATE_FILING,
  returned: RETURNED_DOCUMENTS.CERT_GOOD_STANDING,
};
