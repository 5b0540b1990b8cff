import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroupsCheck, chunkGroupsSplitting } from './src/boot/chunk-groups-plugin.ts';
import { EARLY_CHUNK, EARLY_ENTRY, earlyScript } from './src/boot/early-script-plugin.ts';
import { firstScreenPreloads } from './src/boot/first-screen-preloads-plugin.ts';
import { flowOutlines } from './src/boot/flow-outline-plugin.ts';
import { SCREENSHOTS_FOLDER, WEB_MANIFEST } from './src/boot/web-manifest.ts';

/** The project's folder, against which the boot plumbing's lists of source paths are read. */
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

export default defineConfig({
  plugins: [
    react(),
    // The boot plumbing (src/boot/README.md).
    earlyScript(),
    chunkGroupsCheck(root),
    firstScreenPreloads(root),
    flowOutlines(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself with workbox-window (src/app/pwa), so it can
      // show "reload to update" instead of reloading on its own.
      injectRegister: false,
      registerType: 'prompt',
      manifest: WEB_MANIFEST,
      injectManifest: {
        // A classic worker script (the app registers it without type: 'module'): the plugin's
        // ES build sets an option Vite 8 deprecates, a warning on every first start.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The install prompt's screenshots: fetched by the browser when it shows the prompt,
        // never by the app, so not worth every owner's download.
        globIgnores: [`${SCREENSHOTS_FOLDER}/**`],
        // The dashboard and every route chunk are precached too: the app opens offline.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser Charter supports (ES2022) preloads modules natively: no polyfill chunk.
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'index.html',
        'silent-callback': 'auth/silent-callback.html',
        [EARLY_CHUNK]: EARLY_ENTRY,
      },
      output: {
        // The chunk groups and the early script's chunk (src/boot/chunk-groups.ts).
        codeSplitting: chunkGroupsSplitting(root),
      },
    },
  },
});
