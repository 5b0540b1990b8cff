import { CERTIFICATE_FLOW } from '../../../src/domain/flows/certificate-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import {
  CERTIFICATE_SERVICE,
  defineCertificateSpecimenJob,
  scheduleCertificateSpecimen,
} from './certificate-delivery';
import { CERTIFICATE_FILING } from './certificate-submission';

/**
 * The certificate of good standing (decision 0049): a request for the formed business; in demo
 * mode its ACTIVE attaches a specimen by a job.
 */
export const CERTIFICATE: ProductPlugin = {
  name: 'certificate',
  flow: CERTIFICATE_FLOW,
  service: CERTIFICATE_SERVICE,
  filing: () => CERTIFICATE_FILING,
  whenDemoActive: scheduleCertificateSpecimen,
  start: ({ jobs, documents, mailer, publicUrl }) =>
    defineCertificateSpecimenJob(jobs, { documents, mailer, publicUrl }),
};
