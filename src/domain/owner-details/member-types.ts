/**
 * Member types for business members (spec foundation §6): Owner and Agent, the agent shown as
 * Individual. A row saved before members had a type is an Owner.
 */
export const MEMBER_TYPES = ['Owner', 'Agent'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const DEFAULT_MEMBER_TYPE: MemberType = 'Owner';
export const MEMBER_TYPE_LABELS: Readonly<Record<MemberType, string>> = {
  Owner: 'Owner',
  Agent: 'Individual',
};

export function memberType(value: unknown): MemberType {
  return MEMBER_TYPES.find((type) => type === value) ?? DEFAULT_MEMBER_TYPE;
}
