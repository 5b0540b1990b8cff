import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { COMPLIANCE_PAGE_PATH } from '../domain/compliance/compliance-calendar';
import {
  ARTICLES_PATH,
  BUSINESS_HUB_PATH,
  GUIDES_PATH,
  HELP_CENTER_PATH,
  PRODUCTS_PATH,
  SUBMIT_REQUEST_PATH,
  TEMPLATES_PATH,
} from '../domain/services/service-paths';
import { stripTrailingSlash } from '../domain/url-paths';
import { DOCUMENTS_SECTIONS } from '../features/documents/documents-sections';
import { INVOICES_SECTIONS } from '../features/invoices/invoices-sections';
import { SETTINGS_SECTIONS } from '../features/settings/settings-sections';
import { FullPageLoader } from '../ui/full-page-loader';
import { lazyScreen, preloadScreens, type LazyScreen } from './lazy-screen';
import { DashboardLayout, RequireAuth } from './protected-pieces';

interface DashboardSection {
  path: string;
  Screen: LazyScreen<object>;
  /** Child pages; the bare section path redirects to the first one. */
  children?: readonly { slug: string }[];
}

/** Protected screens shown inside the dashboard layout (spec dashboard §2 "Routes"). */
const SECTIONS: readonly DashboardSection[] = [
  {
    path: '/dashboard',
    Screen: lazyScreen(() => import('./dashboard-screen').then((m) => m.DashboardScreen)),
  },
  {
    path: '/business-profile',
    Screen: lazyScreen(() =>
      import('../features/profile/components/business-profile-page').then(
        (m) => m.BusinessProfilePage,
      ),
    ),
  },
  {
    path: '/documents',
    children: DOCUMENTS_SECTIONS,
    Screen: lazyScreen(() => import('./documents-screen').then((m) => m.DocumentsScreen)),
  },
  {
    path: COMPLIANCE_PAGE_PATH,
    Screen: lazyScreen(() =>
      import('../features/compliance/components/compliance-page').then((m) => m.CompliancePage),
    ),
  },
  {
    path: PRODUCTS_PATH,
    Screen: lazyScreen(() => import('./products-screen').then((m) => m.ProductsScreen)),
  },
  {
    path: BUSINESS_HUB_PATH,
    Screen: lazyScreen(() =>
      import('../features/hub/components/business-hub-page').then((m) => m.BusinessHubPage),
    ),
  },
  {
    path: '/business-report/licenses',
    Screen: lazyScreen(() =>
      import('../features/business-license/components/business-licenses-report-page').then(
        (m) => m.BusinessLicensesReportPage,
      ),
    ),
  },
  {
    path: GUIDES_PATH,
    Screen: lazyScreen(() =>
      import('../features/hub/components/guides-page').then((m) => m.GuidesPage),
    ),
  },
  {
    path: ARTICLES_PATH,
    Screen: lazyScreen(() =>
      import('../features/hub/components/articles-page').then((m) => m.ArticlesPage),
    ),
  },
  {
    path: TEMPLATES_PATH,
    Screen: lazyScreen(() =>
      import('../features/hub/components/templates-page').then((m) => m.TemplatesPage),
    ),
  },
  {
    path: '/settings',
    children: SETTINGS_SECTIONS,
    Screen: lazyScreen(() => import('./settings-screen').then((m) => m.SettingsScreen)),
  },
  {
    path: '/invoices',
    children: INVOICES_SECTIONS,
    Screen: lazyScreen(() =>
      import('../features/invoices/components/invoices-page').then((m) => m.InvoicesPage),
    ),
  },
  {
    path: '/assistant',
    Screen: lazyScreen(() => import('./assistant-screen').then((m) => m.AssistantScreen)),
  },
  {
    path: HELP_CENTER_PATH,
    Screen: lazyScreen(() =>
      import('../features/support/components/help-center-page').then((m) => m.HelpCenterPage),
    ),
  },
  {
    path: SUBMIT_REQUEST_PATH,
    Screen: lazyScreen(() =>
      import('../features/support/components/submit-request-page').then((m) => m.SubmitRequestPage),
    ),
  },
];

/** Every exact path a dashboard screen answers, e.g. '/documents/compliance'. */
const SCREEN_BY_PATH = new Map<string, LazyScreen<object>>(
  SECTIONS.flatMap((section) =>
    section.children
      ? section.children.map((child) => [`${section.path}/${child.slug}`, section.Screen] as const)
      : [[section.path, section.Screen] as const],
  ),
);

/** Bare parent paths and where they go, e.g. '/settings' → '/settings/profile-details'. */
export const DASHBOARD_DEFAULT_CHILDREN: ReadonlyArray<{ from: string; to: string }> =
  SECTIONS.flatMap((section) =>
    section.children?.[0]
      ? [{ from: section.path, to: `${section.path}/${section.children[0].slug}` }]
      : [],
  );

/**
 * Matches exactly the known dashboard paths (trailing slash allowed), so an unknown child
 * such as /documents/nope falls through to the not-found redirect without a sign-in.
 */
export const DASHBOARD_PATH_PATTERN = new RegExp(`^(?:${[...SCREEN_BY_PATH.keys()].join('|')})/?$`);

/** Starts downloading a dashboard path's code: the gate, the layout and the screen. */
export function preloadDashboardScreens(path: string): Promise<unknown> {
  const Screen = SCREEN_BY_PATH.get(stripTrailingSlash(path));
  return Screen ? preloadScreens(RequireAuth, DashboardLayout, Screen) : Promise.resolve();
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}

/**
 * One route element for all dashboard screens, so the layout (and its loaded profile)
 * stays mounted while the owner moves between them.
 */
export function DashboardArea() {
  const [location] = useLocation();
  const Screen = SCREEN_BY_PATH.get(stripTrailingSlash(location));
  if (!Screen) return null; // unreachable: DASHBOARD_PATH_PATTERN only matches known paths
  void preloadDashboardScreens(location);
  return (
    <Loading>
      <RequireAuth>
        <DashboardLayout>
          <Loading>
            <Screen />
          </Loading>
        </DashboardLayout>
      </RequireAuth>
    </Loading>
  );
}
