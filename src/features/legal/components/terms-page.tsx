import { TERMS_OF_SERVICE } from '../terms-of-service';
import { LegalPage } from './legal-page';

/** /terms: the service's terms, where the checkout's terms link leads. Public. */
export function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
