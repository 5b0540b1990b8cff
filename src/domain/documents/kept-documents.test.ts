import { describe, expect, it } from 'vitest';
import { fitsKeptDocuments, keptToEvict } from './kept-documents';

describe('the rule for kept documents', () => {
  const kept = [
    { key: 'b', size: 30, openedAt: 2 },
    { key: 'a', size: 30, openedAt: 1 },
    { key: 'c', size: 30, openedAt: 3 },
  ];

  it('removes nothing while the newcomer fits', () => {
    expect(keptToEvict(kept, 10, 100)).toEqual([]);
  });

  it('removes the oldest-opened first, and no more than needed', () => {
    expect(keptToEvict(kept, 20, 100)).toEqual(['a']);
    expect(keptToEvict(kept, 50, 100)).toEqual(['a', 'b']);
    expect(keptToEvict(kept, 100, 100)).toEqual(['a', 'b', 'c']);
  });

  it('keeps no document larger than the limit on its own', () => {
    expect(fitsKeptDocuments(100, 100)).toBe(true);
    expect(fitsKeptDocuments(101, 100)).toBe(false);
    expect(fitsKeptDocuments(50 * 1024 * 1024)).toBe(true);
    expect(fitsKeptDocuments(50 * 1024 * 1024 + 1)).toBe(false);
  });
});
