import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadForNewVersion } from './stale-chunk-recovery';

describe('recovering from a deploy', () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, and not again within ten seconds', () => {
    const reload = vi.fn();
    expect(reloadForNewVersion(1_000_000, reload)).toBe(true);
    expect(reloadForNewVersion(1_005_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadForNewVersion(1_011_000, reload)).toBe(true);
  });
});
