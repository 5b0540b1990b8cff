/*
 * The answer names of an address the owner already gave, which the owners list's address
 * prefill fills and the device keeps (spec foundation §4 "Form behaviour", §7 addressPrefill).
 * Apart from the questionnaire's own modules so that keeping it on the device (src/api/
 * client-storage.ts, read at every sign-in) does not load the question engine on screens with
 * no questionnaire (the dashboard, the hub).
 */
export const ADDRESS_FIELDS = [
  'street_address1',
  'street_address2',
  'city',
  'state',
  'zip_code',
] as const;

export type Address = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;
