import { DASHBOARD_PATH } from '../domain/services/service-paths';

/**
 * The source modules a page opened at a path needs before it can paint, beyond the entry's:
 * the build resolves them to their chunks (first-screen-preloads-plugin.ts) and the server
 * names those in the page it sends (`<link rel="modulepreload">`), so they download beside the
 * entry instead of after it has run — one round trip fewer on a phone. The app loads the same
 * modules itself (dashboard-routes.tsx, protected-pieces.ts); a module here that the build does
 * not have fails the build.
 *
 * Only the owner's home is listed: the installed app's start page and the signed-in page
 * opened most. Others load their chunks from the entry, as before.
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  [DASHBOARD_PATH]: [
    'src/features/auth/components/require-auth.tsx',
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/dashboard-screen.tsx',
  ],
};
