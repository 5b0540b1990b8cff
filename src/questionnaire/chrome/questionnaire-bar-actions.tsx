import { useSession } from '../../api/session';
import { ownerKeyOf } from '../../local/owner-key';
import { CloseAndFinishLater } from './close-and-finish-later';
import { SaveStateIndicator } from './save-state-indicator';
import './questionnaire-bar-actions.css';

/** The signed-in questionnaire's bar: where the work is saved, and the way out. */
export function QuestionnaireBarActions() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <div className="ch-questionnaire-bar-actions">
      <SaveStateIndicator ownerKey={ownerKeyOf(session.individualId)} />
      <CloseAndFinishLater />
    </div>
  );
}
