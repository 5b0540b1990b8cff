import { certificateRequested } from '../../../src/domain/contracts/filing-answers';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import { businessFiling } from '../../services/formed-business';

/**
 * The certificate of good standing's part of the submission (spec foundation §2 and §7,
 * decision 0049): the request for the formed business. It keeps nothing of its own: the
 * certificate is the state's document, which the back office attaches when it arrives
 * (`npm run ops -- attach-document`, server/services/returned-documents.ts), making the
 * service ACTIVE and emailing the owner.
 */
export const CERTIFICATE_FILING = businessFiling({
  notPurchased: 'Please purchase the certificate of good standing before requesting it',
  alreadySubmitted: 'Your certificate of good standing has already been requested',
  formationRequired: FORMATION_REQUIRED_NOTICES.CERT_GOOD_STANDING,
  answer: certificateRequested,
});
