import { PRIVACY_POLICY } from '../privacy-policy';
import { LegalPage } from './legal-page';

/** /privacy: the service's privacy policy. Public. */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
