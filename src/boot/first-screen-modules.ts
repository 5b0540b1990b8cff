import { REGISTRATION_FLOW } from '../domain/flows/registration-flow.ts';
import { BUSINESS_HUB_PATH, DASHBOARD_PATH } from '../domain/services/service-paths.ts';

/**
 * The source modules a page opened at a path needs before it can paint, beyond the entry's:
 * the build resolves them to their chunks (first-screen-preloads-plugin.ts) and the server
 * names those in the page it sends (`<link rel="modulepreload">`), so they download beside the
 * entry instead of after it has run — one round trip fewer on a phone. The app loads the same
 * modules itself (dashboard-routes.tsx, protected-pieces.ts); a module here that the build does
 * not have fails the build.
 *
 * Listed: the owner's home (the installed app's start page and the signed-in page opened
 * most), the Business Hub (held to a Lighthouse budget of its own, issue 28) and
 * registration's pages, the product's public entry, whose screen is a chunk of its own
 * (decision 0061) that a visitor's first paint would otherwise fetch only once the entry had
 * run. Others load their chunks from the entry, as before.
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  [DASHBOARD_PATH]: [
    'src/features/auth/components/require-auth.tsx',
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/dashboard-screen.tsx',
  ],
  [BUSINESS_HUB_PATH]: [
    'src/features/auth/components/require-auth.tsx',
    'src/app/layouts/dashboard-layout.tsx',
    'src/features/hub/components/business-hub-page.tsx',
  ],
  ...Object.fromEntries(
    REGISTRATION_FLOW.pages.map((page) => [
      `/${REGISTRATION_FLOW.key}/${page.name}`,
      ['src/app/registration-screen.tsx'],
    ]),
  ),
};
