import { describe, expect, it } from 'vitest';
import { isUnderPath, unmatchedPaths } from './chunk-groups';

const ROOT = '/work/charter';

describe('a chunk group path', () => {
  it('as a folder takes every module under it, however deep', () => {
    for (const id of [
      '/work/charter/src/domain/services/service-names.ts',
      '/work/charter/src/domain/services/rules/renewal.ts',
    ]) {
      expect(isUnderPath(ROOT, id, 'src/domain/services/'), id).toBe(true);
    }
    expect(
      isUnderPath(ROOT, '/work/charter/src/domain/services-x.ts', 'src/domain/services/'),
    ).toBe(false);
  });

  it('as a file takes that module alone, with or without a query', () => {
    expect(isUnderPath(ROOT, '/work/charter/src/ui/toast.tsx', 'src/ui/toast.tsx')).toBe(true);
    expect(isUnderPath(ROOT, '/work/charter/src/ui/toast.tsx?used', 'src/ui/toast.tsx')).toBe(true);
    expect(isUnderPath(ROOT, '/work/charter/src/ui/toast.css', 'src/ui/toast.tsx')).toBe(false);
    expect(isUnderPath(ROOT, '/elsewhere/src/ui/toast.tsx', 'src/ui/toast.tsx')).toBe(false);
  });

  it('as a package folder matches wherever node_modules lives, and only that package', () => {
    const react = '/shared/node_modules/react/cjs/react.production.js';
    expect(isUnderPath(ROOT, react, 'node_modules/react/')).toBe(true);
    expect(
      isUnderPath(ROOT, '/shared/node_modules/react-dom/index.js', 'node_modules/react/'),
    ).toBe(false);
  });

  it('as a module the bundler makes up (\\0…) matches that id alone', () => {
    const helper = '\0vite/preload-helper.js';
    expect(isUnderPath(ROOT, helper, helper)).toBe(true);
    expect(isUnderPath(ROOT, '\0vite/modulepreload-polyfill.js', helper)).toBe(false);
    expect(isUnderPath(ROOT, '/work/charter/vite/preload-helper.js', helper)).toBe(false);
  });

  it("never takes a package's module for a source path", () => {
    const id = '/work/charter/node_modules/lib/src/ui/toast.tsx';
    expect(isUnderPath(ROOT, id, 'src/ui/')).toBe(false);
  });
});

describe("a chunk group's paths the build does not match", () => {
  const group = {
    name: 'signed-in',
    paths: ['src/domain/services/', 'src/ui/toast.tsx', 'src/ui/badge.tsx', 'src/gone/'],
  };

  it('are the renamed, moved or unused ones', () => {
    const ids = [
      '/work/charter/src/domain/services/service-names.ts',
      '/work/charter/src/ui/toasts.tsx',
      '/work/charter/src/ui/badge.tsx',
    ];
    expect(unmatchedPaths(ROOT, group, ids)).toEqual(['src/ui/toast.tsx', 'src/gone/']);
  });
});
