import { describe, expect, it } from 'vitest';
import { parseRegistrationQuery } from './registration-query';
import { isRestoreId } from './restore-id';
import { RESTORE_ERRORS, restoredRegistrationBasics, SessionRestoreError } from './session-restore';

describe('restore_id (foundation §4: UUID shape)', () => {
  it.each([
    ['3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b', true],
    ['3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['3f2b8c1e9a4d4e6f8b2a1c3d5e7f9a0b', false],
    ['3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0', false],
    ['3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0bc', false],
    ['3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0g', false],
    [' 3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b', false],
    ['', false],
  ])('%j is a restore id: %s', (value, expected) => {
    expect(isRestoreId(value)).toBe(expected);
  });
});

describe('restored registration basics (foundation §4, §8)', () => {
  const page1 = { tier: 'GROWTH', entity_type: 'LLC', business_state: 'Delaware' };

  it('reads tier, entity type and the state abbreviation from page1', () => {
    expect(restoredRegistrationBasics({ page1 })).toEqual({
      tier: 'GROWTH',
      entityType: 'LLC',
      state: 'DE',
    });
  });

  it('accepts a lowercase tier and a state abbreviation', () => {
    expect(
      restoredRegistrationBasics({ page1: { ...page1, tier: 'complete', business_state: 'il' } }),
    ).toEqual({ tier: 'COMPLETE', entityType: 'LLC', state: 'IL' });
  });

  it.each([
    ['no tier', { ...page1, tier: undefined }, RESTORE_ERRORS.tier],
    ['an unknown tier', { ...page1, tier: 'PLATINUM' }, RESTORE_ERRORS.tier],
    ['no entity type', { ...page1, entity_type: undefined }, RESTORE_ERRORS.entityType],
    ['a blank entity type', { ...page1, entity_type: '  ' }, RESTORE_ERRORS.entityType],
    ['no business state', { ...page1, business_state: undefined }, RESTORE_ERRORS.businessState],
    ['an unknown state', { ...page1, business_state: 'Atlantis' }, RESTORE_ERRORS.businessState],
    ['nothing at all (tier first)', {}, RESTORE_ERRORS.tier],
    ['only a tier (entity type next)', { tier: 'STARTER' }, RESTORE_ERRORS.entityType],
  ])('with %s throws its restore error', (_, answers, message) => {
    expect(() => restoredRegistrationBasics({ page1: answers })).toThrow(
      new SessionRestoreError(message),
    );
  });

  it('errors on the tier when page1 was never saved', () => {
    expect(() => restoredRegistrationBasics({})).toThrow(RESTORE_ERRORS.tier);
  });

  it('throws a SessionRestoreError, so the caller can fall back to a new session', () => {
    expect(() => restoredRegistrationBasics({})).toThrow(SessionRestoreError);
  });

  it('words the three errors exactly', () => {
    expect(RESTORE_ERRORS).toEqual({
      tier: 'Tier is required for session restoration but not found in restored session data',
      entityType:
        'Entity type is required for session restoration but not found in restored session data',
      businessState:
        'Business state is required for session restoration but not found in restored session data',
    });
  });
});

describe('registration query parameters (foundation §2)', () => {
  const restoreId = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

  it.each([
    ['?tiers=GROWTH', 'GROWTH'],
    ['?tiers=starter', 'STARTER'],
    ['tiers=Complete', 'COMPLETE'],
    ['?tiers=%20growth%20', 'GROWTH'],
    ['?tiers=PLATINUM', null],
    ['?tiers=', null],
    ['', null],
  ])('%j preselects tier %s', (search, tier) => {
    expect(parseRegistrationQuery(search).tier).toBe(tier);
  });

  it.each([
    [`?restore_id=${restoreId}`, restoreId],
    [`?tiers=GROWTH&restore_id=${restoreId}`, restoreId],
    ['?restore_id=not-a-uuid', null],
    ['?restore_id=', null],
    ['?tiers=GROWTH', null],
  ])('%j restores %s', (search, expected) => {
    expect(parseRegistrationQuery(search).restoreId).toBe(expected);
  });
});
