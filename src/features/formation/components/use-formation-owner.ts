import { useSignedInIndividualId } from '../../../api/session';
import { ownerKeyOf } from '../../../local/owner-key';

/** The signed-in owner of a formation screen (the route is behind the sign-in gate). */
export function useFormationOwner(): { individualId: number; ownerKey: string } {
  const individualId = useSignedInIndividualId();
  return { individualId, ownerKey: ownerKeyOf(individualId) };
}
