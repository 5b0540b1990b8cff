import type { Plugin } from 'vite';

/**
 * The early script (early-owner-requests.ts): its own entry, not part of the app's bundle, so
 * it runs the moment its few kilobytes have arrived.
 */
export const EARLY_ENTRY = 'src/boot/early-owner-requests.ts';

/** The early script's chunk: the entry with everything it imports (chunk-groups-plugin.ts). */
export const EARLY_CHUNK = 'early-owner-requests';

/**
 * Puts the early script at the top of the app's page, async (it runs as soon as it has
 * arrived, in any order with the app). Vite itself would fold a second module script into the
 * page's one entry.
 */
export function earlyScript(): Plugin {
  return {
    name: 'charter-early-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }) {
        if (!filename.endsWith('/index.html')) return undefined;
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(EARLY_ENTRY),
        );
        if (bundle && chunk?.type !== 'chunk') throw new Error(`${EARLY_ENTRY} was not built`);
        // One request: a chunk it imported would be discovered only once it had arrived.
        if (chunk?.type === 'chunk' && chunk.imports.length > 0) {
          throw new Error(
            `${EARLY_ENTRY} imports ${chunk.imports.join(', ')}: its group must hold them all`,
          );
        }
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: true,
              src: `/${chunk?.fileName ?? EARLY_ENTRY}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
