import type { IndividualAnswer } from './contracts/individual';

/** The signed-in account owner as GET /api/v1/individual/{individual_id} returns it. */
export type OwnerProfile = IndividualAnswer & {
  /**
   * The owner's order page (spec dashboard §3 order_url: the licence report's); null while
   * there is none. The documents area opens when there is one, documents or not.
   */
  order_url: string | null;
};

export function ownerDisplayName(owner: Pick<OwnerProfile, 'first_name' | 'last_name'>): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}
