import { afterEach, describe, expect, it } from 'vitest';
import { parseDraft } from './drafts';
import {
  STORAGE_PROBLEM_MESSAGES,
  clearStorageProblem,
  currentStorageProblem,
  reportStorageProblem,
  storageProblemOf,
} from './storage-problems';

afterEach(() => clearStorageProblem());

describe('storage problems', () => {
  it('sorts failures into what the owner is told', () => {
    expect(storageProblemOf(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
    // Dexie wraps the browser's error and keeps it as `inner`.
    expect(storageProblemOf({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(
      'quota',
    );
    expect(storageProblemOf({ name: 'DatabaseClosedError' })).toBe('upgraded-elsewhere');
    expect(storageProblemOf({ name: 'MissingAPIError' })).toBe('unavailable');
    expect(storageProblemOf(new Error('odd'))).toBe('unreadable');
  });

  it('says plainly that what was saved to the account is safe', () => {
    expect(STORAGE_PROBLEM_MESSAGES.quota).toContain('already saved to your account is safe');
    expect(STORAGE_PROBLEM_MESSAGES['upgraded-elsewhere']).toContain('Reload this tab');
  });

  it('keeps the upgrade notice once another tab has upgraded the database', () => {
    reportStorageProblem('upgraded-elsewhere');
    reportStorageProblem('quota');
    expect(currentStorageProblem()).toBe('upgraded-elsewhere');
  });
});

describe('a stored draft read back', () => {
  const draft = {
    ownerKey: 'individual:1',
    pageId: 'formation/page1',
    answers: { business_name: 'Acme' },
    baseVersion: null,
    localTime: 1,
    state: 'dirty',
  };

  it('is used when this version understands it', () => {
    expect(parseDraft(draft)).toEqual(draft);
    expect(currentStorageProblem()).toBeNull();
  });

  it('is ignored, and the owner told, when it cannot be read', () => {
    expect(parseDraft({ ...draft, answers: 'garbled' })).toBeUndefined();
    expect(currentStorageProblem()).toBe('unreadable');
    clearStorageProblem();
    expect(parseDraft({ ...draft, state: 'someday' })).toBeUndefined();
    expect(currentStorageProblem()).toBe('unreadable');
  });
});
