import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Paths the service worker must never answer with the app shell. */
export const SERVER_PATH_PREFIXES = [
  '/api/',
  '/checkout/',
  '/question-service/',
  '/content/',
  '/payments/',
  '/oidc/',
  '/config.json',
];

export default defineConfig({
  plugins: [
    react(),
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
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'index.html',
        'silent-callback': 'auth/silent-callback.html',
      },
    },
  },
});
