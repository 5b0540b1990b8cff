/**
 * The owner key of local records: drafts and saves belong to one signed-in owner. Its own
 * module, free of Dexie, so a page can name its owner's records before the database loads.
 */
export function ownerKeyOf(individualId: number): string {
  return `individual:${individualId}`;
}
