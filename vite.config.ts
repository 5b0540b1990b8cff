import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The question-page engine and the local drafts it reads, bundled as one chunk (see the
 * codeSplitting note below): matched by path under src/.
 */
const QUESTION_ENGINE_MODULES = new RegExp(
  `src/(${[
    'questionnaire/(field-renderers|list-field|question-fields|question-page|use-page-answers)',
    'questionnaire/(scroll-to-first-error|storage-problem-notice|use-page-definition)',
    'questionnaire/(use-previous-page-guard|draft-measures|unsaved-changes)',
    'questionnaire/api/get-(owner|session)-page',
    'domain/questionnaire/[^/]+',
    'local/(draft-writer|dirty-draft-write|drafts|stored-reads|storage-problems)',
    'local/(load-device-database|server-copy|database-name)',
  ].join('|')})\\.tsx?$`,
);

/**
 * What the entry script always loads besides its own code: React, the router, the query
 * cache and the few app modules that lazy screens share with the entry. Left to itself the
 * bundler emits these as eight small chunks next to the entry, each one more request for a
 * phone with six connections to the server; grouped, they are one.
 */
const BOOT_MODULES = new RegExp(
  [
    'node_modules/(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)/',
    'node_modules/@tanstack/(query-core|react-query)/',
    'src/(api/(http|session)|domain/(owner-profile|tiers|us-states))\\.tsx?$',
    'src/(local/session-json|ui/(button-class|spinner|visually-hidden))\\.tsx?$',
  ].join('|'),
);

/**
 * The pieces every signed-in screen shows or reads — the sign-in gate, the dashboard layout,
 * toasts, badges, the service catalogue and its rules, prices — in one chunk. Left to itself
 * the bundler splits them by which screens share each module: /dashboard fetched eleven small
 * chunks after the entry, two more round trips on a phone with six connections.
 */
const SIGNED_IN_MODULES = new RegExp(
  `src/(${[
    'app/layouts/(dashboard-layout|dashboard-nav|owner-badge|account-menu)',
    'ui/(toast|badge|text-skeleton|plain-button)',
    'api/(checkout-products|retry-policy)',
    'domain/checkout/(product-keys|product-titles|money)',
    'domain/services/(formation-card|formation-rules|service-banners|service-catalogue|service-names|service-prices|service-statuses)',
    'domain/estimates/estimated-time',
  ].join('|')})\\.tsx?$`,
);

/**
 * The early script (src/app/early-owner-requests.ts): its own entry, not part of the app's
 * bundle, so it runs the moment its few hundred bytes have arrived. Its modules stay out of
 * the boot group: grouped there, it would wait for React like the app does.
 */
const EARLY_ENTRY = 'src/app/early-owner-requests.ts';

/**
 * The early script with everything it imports, as one chunk that the app's entry imports too
 * (the same module instances: one /config.json request, one registry of early answers). Left
 * to itself the bundler puts the shared modules in a chunk of their own: one more request on
 * every page before anything renders.
 */
const EARLY_MODULES = new RegExp(
  `src/(${[
    'app/early-owner-requests',
    'api/(current-session|early-responses|owner-requests|runtime-config|token-store)',
    'domain/(runtime-config|url-paths|services/service-paths)',
  ].join('|')})\\.tsx?$`,
);

/**
 * Puts the early script at the top of the app's page, async (it runs as soon as it has
 * arrived, in any order with the app). Vite itself would fold a second module script into the
 * page's one entry.
 */
function earlyScript(): Plugin {
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
            `${EARLY_ENTRY} imports ${chunk.imports.join(', ')}: add its modules to EARLY_MODULES`,
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

export default defineConfig({
  plugins: [
    react(),
    earlyScript(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself with workbox-window (src/app/pwa), so it can
      // show "reload to update" instead of reloading on its own.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Charter — business formation dashboard',
        short_name: 'Charter',
        description:
          'Form your LLC, get your EIN, stay compliant and follow every order — even on a flaky connection.',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait-primary',
        theme_color: '#1f3a5f',
        background_color: '#f6f7f9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
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
    // Read by the server to name a page's first chunks in it (server/http/first-screen-preloads.ts).
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'index.html',
        'silent-callback': 'auth/silent-callback.html',
        'early-owner-requests': EARLY_ENTRY,
      },
      output: {
        // A question page's engine in one chunk: left to itself the bundler splits it by which
        // lazy screens share each module (question pages, review pages), and every extra chunk
        // repeats the list of renderer chunks it may preload (~1 KB on /registration/page1).
        codeSplitting: {
          // Only these modules: their shared dependencies (React, react-aria) stay where they are.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'early-owner-requests',
              test: EARLY_MODULES,
            },
            {
              name: 'boot',
              test: BOOT_MODULES,
            },
            {
              name: 'signed-in',
              test: SIGNED_IN_MODULES,
            },
            {
              name: 'question-engine',
              test: QUESTION_ENGINE_MODULES,
            },
          ],
        },
      },
    },
  },
});
