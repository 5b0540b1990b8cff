import { ADDRESS_FIELDS } from '../address-prefill';
import { catalogueItem } from '../services/service-catalogue';
import { PRODUCTS_PATH } from '../services/service-paths';

/**
 * The owner's own details (decision 0089): what the owner edits on the business profile (their
 * phone, the business's mailing address, each member's contact details and member type) and
 * what is on file with the state, which only articles of amendment change. One fact for the
 * browser, which shows it, and the server, which refuses the calls that would change it.
 */

export { MEMBER_TYPE_LABELS, MEMBER_TYPES, memberType, type MemberType } from './member-types';

/**
 * What the state keeps on file for an LLC, from its articles of organization: the business's
 * name, its members' names and ownership, and its principal (business) address. Charter has no
 * source telling which states leave the principal address out of their records, so it is held
 * as on file everywhere (decision 0089); the amendment changes it in every state (decision
 * 0053). The mailing address and the members' contact details are Charter's own.
 */
export const STATE_HELD_MEMBER_FIELDS = ['first_name', 'last_name', 'percentage'] as const;
export type AddressType = 'business' | 'mailing';
export const STATE_HELD_ADDRESS_TYPES: ReadonlySet<AddressType> = new Set(['business']);

/** The member fields a business_member call may change: everything the state does not keep. */
export const EDITABLE_MEMBER_FIELDS = ['member_type', 'email', 'phone', ...ADDRESS_FIELDS] as const;

/** Where an owner changes what the state keeps: the amendment (its service card's flow). */
export const AMENDMENT_PATH = catalogueItem('LLC_AMENDMENT').flowPath!;
export const AMENDMENT_LINK_LABEL = 'File an amendment';

/**
 * Where the profile's 'File an amendment' leads: the amendment's flow once the owner has bought
 * it, else the Products page that sells it (the flow itself would only ask for the purchase).
 */
export function amendmentLinkPath(bought: boolean): string {
  return bought ? AMENDMENT_PATH : PRODUCTS_PATH;
}

/**
 * Said of each state-held fact, on the profile (with a link to the amendment) and in the
 * server's refusal (with its path): `subject` is e.g. 'The business address is'.
 */
export function onFileWithState(subject: string): string {
  return `${subject} on file with the state: only articles of amendment change what the state keeps.`;
}

/** The server's refusal of a change to a state-held fact, naming where to go instead. */
export function stateHeldRefusal(subject: string): string {
  return `${onFileWithState(subject)} File one at ${AMENDMENT_PATH}.`;
}

/**
 * The state-held fields a member call would change: those sent with a value other than the
 * record's. Sending them back unchanged (a client echoing the whole row) is no change.
 */
export function stateHeldMemberChanges(
  onRecord: Readonly<Record<string, unknown>>,
  sent: Readonly<Record<string, unknown>>,
) {
  return STATE_HELD_MEMBER_FIELDS.filter((name) => {
    if (!Object.hasOwn(sent, name)) return false;
    const now = onRecord[name];
    return String(sent[name] ?? '').trim() !== String(now ?? '').trim();
  });
}

/** The API paths of the edits besides PUT /v1/individual/{id} (decision 0089). */
export const addressPath = (businessId: number, type: AddressType) =>
  `/v1/address/${businessId}/${type}`;
export const businessMemberPath = (businessId: number, memberIndex: number) =>
  `/v1/business_member/${businessId}/${memberIndex}`;

/** The questionnaire pages the edits are validated by, in the browser and on the server. */
export const OWNER_DETAILS_PAGES = {
  individual: 'owner-details/individual',
  address: 'owner-details/address',
  member: 'owner-details/business-member',
} as const;
