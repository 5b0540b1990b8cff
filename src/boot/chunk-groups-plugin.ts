import type { Plugin } from 'vite';
import { CHUNK_GROUPS, isInGroup, isUnderPath, unmatchedPaths } from './chunk-groups.ts';
import { EARLY_CHUNK, EARLY_ENTRY } from './early-script-plugin.ts';

/**
 * The bundler's code-splitting options: the early script with everything it imports first
 * (one chunk that the app's entry imports too: the same module instances, one /config.json
 * request, one registry of early answers), then CHUNK_GROUPS in their order. Only the modules
 * a group names join it; their other dependencies (React, react-aria) stay where they are.
 */
export function chunkGroupsSplitting(root: string) {
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        name: EARLY_CHUNK,
        test: (id: string) => isUnderPath(root, id, EARLY_ENTRY),
        includeDependenciesRecursively: true,
      },
      ...CHUNK_GROUPS.map((group) => ({
        name: group.name,
        test: (id: string) => isInGroup(root, id, group),
      })),
    ],
  };
}

/** Fails the build when a chunk group names a path that no module of the build matches. */
export function chunkGroupsCheck(root: string): Plugin {
  return {
    name: 'charter-chunk-groups-check',
    apply: 'build',
    generateBundle() {
      const moduleIds = [...this.getModuleIds()];
      for (const group of CHUNK_GROUPS) {
        const missing = unmatchedPaths(root, group, moduleIds);
        if (missing.length > 0) {
          this.error(
            `Chunk group "${group.name}" (src/boot/chunk-groups.ts) names ${missing.join(', ')}, ` +
              'which no module of the build matches: renamed, moved or no longer imported? ' +
              'Update the list.',
          );
        }
      }
    },
  };
}
