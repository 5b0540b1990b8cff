import { describe, expect, it } from 'vitest';
import { chunkFilesOf, type BuiltChunk } from './first-screen-preloads-plugin';

/** A bundle shaped like the app's: the entry, its groups, and the dashboard's lazy chunks. */
const CHUNKS: BuiltChunk[] = [
  {
    fileName: 'assets/main-1.js',
    imports: ['assets/boot-1.js'],
    facadeModuleId: '/r/index.html',
    moduleIds: ['/r/src/app/main.tsx'],
  },
  {
    fileName: 'assets/boot-1.js',
    imports: [],
    facadeModuleId: null,
    moduleIds: ['/r/src/api/http.ts'],
  },
  {
    fileName: 'assets/signed-in-1.js',
    imports: ['assets/boot-1.js', 'assets/main-1.js'],
    facadeModuleId: null,
    moduleIds: ['/r/src/app/layouts/dashboard-layout.tsx', '/r/src/ui/toast.tsx'],
  },
  // A lazily imported module whose code is in a group: its chunk only stands for it.
  {
    fileName: 'assets/dashboard-layout-1.js',
    imports: ['assets/signed-in-1.js'],
    facadeModuleId: '/r/src/app/layouts/dashboard-layout.tsx',
    moduleIds: [],
  },
  {
    fileName: 'assets/dashboard-screen-1.js',
    imports: ['assets/signed-in-1.js', 'assets/boot-1.js'],
    facadeModuleId: '/r/src/app/dashboard-screen.tsx',
    moduleIds: ['/r/src/app/dashboard-screen.tsx'],
  },
];

describe("the chunk files a page's first module needs", () => {
  it('are its own and every chunk it imports, however deep, once each', () => {
    expect(chunkFilesOf(CHUNKS, '/r/src/app/dashboard-screen.tsx')).toEqual([
      'assets/dashboard-screen-1.js',
      'assets/signed-in-1.js',
      'assets/boot-1.js',
      'assets/main-1.js',
    ]);
  });

  it('start from the chunk standing for a module whose code is in a group', () => {
    expect(chunkFilesOf(CHUNKS, '/r/src/app/layouts/dashboard-layout.tsx')?.[0]).toBe(
      'assets/dashboard-layout-1.js',
    );
    expect(chunkFilesOf(CHUNKS, '/r/src/ui/toast.tsx')?.[0]).toBe('assets/signed-in-1.js');
  });

  it('are null for a module the build does not have', () => {
    expect(chunkFilesOf(CHUNKS, '/r/src/app/renamed.tsx')).toBeNull();
  });
});
