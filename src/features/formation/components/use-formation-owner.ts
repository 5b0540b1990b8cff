import { useSession } from '../../../api/session';
import { ownerKeyOf } from '../../../local/device-database';

/** The signed-in owner of a formation screen (the route is behind the sign-in gate). */
export function useFormationOwner(): { individualId: number; ownerKey: string } {
  const session = useSession();
  const individualId = session.status === 'signed-in' ? session.individualId : 0;
  return { individualId, ownerKey: ownerKeyOf(individualId) };
}
