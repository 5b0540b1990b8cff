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

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const personKey = (row: Row) =>
  `${String(row.first_name ?? '').trim()} ${String(row.last_name ?? '').trim()}`.toLowerCase();

/**
 * An amended members list with each member's type carried over from the list it replaces,
 * found by name (decision 0089): the amendment's owners page asks for no type, so a member the
 * owner marked Agent stays one. A new member has none (an Owner).
 */
export function withMemberTypes(amended: unknown, current: unknown): unknown {
  if (!Array.isArray(amended) || !Array.isArray(current)) return amended;
  const types = new Map(current.filter(isRow).map((row) => [personKey(row), row.member_type]));
  return amended.map((row) => {
    const type = isRow(row) ? types.get(personKey(row)) : undefined;
    return type === undefined ? row : { ...(row as Row), member_type: type };
  });
}
