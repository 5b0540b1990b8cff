import { describe, expect, it } from 'vitest';
import { PRODUCTS_PATH } from '../services/service-paths';
import { withMemberTypes } from './member-types';
import { AMENDMENT_PATH, amendmentLinkPath, stateHeldMemberChanges } from './owner-details';

describe("the owner's own details (decision 0089)", () => {
  it("leads to the amendment's flow once bought, else to the Products page that sells it", () => {
    expect(amendmentLinkPath(true)).toBe('/amendment/review');
    expect(AMENDMENT_PATH).toBe('/amendment/review');
    expect(amendmentLinkPath(false)).toBe(PRODUCTS_PATH);
  });

  it('counts a state-held field as changed only when sent with another value', () => {
    const onRecord = { first_name: 'Rosa', last_name: 'Alvarez', percentage: 60 };
    expect(stateHeldMemberChanges(onRecord, {})).toEqual([]);
    // Echoed back as typed text: the same answer.
    expect(
      stateHeldMemberChanges(onRecord, {
        first_name: ' Rosa ',
        last_name: 'Alvarez',
        percentage: '60',
      }),
    ).toEqual([]);
    expect(stateHeldMemberChanges(onRecord, { last_name: 'Alvarado', percentage: 61 })).toEqual([
      'last_name',
      'percentage',
    ]);
  });

  it("carries each member's type into an amended list by name; a new member has none", () => {
    const current = [
      { first_name: 'Rosa', last_name: 'Alvarez', member_type: 'Agent' },
      { first_name: 'Luis', last_name: 'Ortega', member_type: 'Owner' },
    ];
    const amended = [
      { first_name: 'rosa', last_name: 'ALVAREZ ', email: 'new@example.com' },
      { first_name: 'Ivan', last_name: 'Petrov' },
    ];
    expect(withMemberTypes(amended, current)).toEqual([
      { first_name: 'rosa', last_name: 'ALVAREZ ', email: 'new@example.com', member_type: 'Agent' },
      { first_name: 'Ivan', last_name: 'Petrov' },
    ]);
    expect(withMemberTypes(amended, null)).toBe(amended);
  });
});
