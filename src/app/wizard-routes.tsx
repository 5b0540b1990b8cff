import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { stepLabel } from '../domain/flows/flow';
import { FullPageLoader } from '../ui/full-page-loader';
import { lazyScreen, preloadScreens, type LazyScreen } from './lazy-screen';
import { WizardLayout } from './layouts/wizard-layout';
import { RequireAuth } from './protected-pieces';
import {
  WIZARD_AREA_KEYS,
  WIZARD_AREAS,
  findWizardLocation,
  routedPages,
  type WizardAreaKey,
} from './wizard-areas';

interface WizardScreenProps {
  title: string;
  stepLabel: string;
  /** The page name from the path, e.g. 'page2'. */
  pageName: string;
}

/** One screen module per questionnaire area, each its own chunk (preloaded at boot for its route). */
const SCREENS: Record<WizardAreaKey, LazyScreen<WizardScreenProps>> = {
  // The public entry of the product: its chunk downloads at boot beside the configuration and
  // the page definitions (main.tsx), and stays off every other route's first paint.
  registration: lazyScreen(() => import('./registration-screen').then((m) => m.RegistrationScreen)),
  formation: lazyScreen(() =>
    import('../features/formation/components/formation-page').then((m) => m.FormationPage),
  ),
  ein: lazyScreen(() => import('../features/ein/components/ein-page').then((m) => m.EinPage)),
  'business-license': lazyScreen(() =>
    import('../features/business-license/components/business-license-page').then(
      (m) => m.BusinessLicensePage,
    ),
  ),
  amendment: lazyScreen(() =>
    import('../features/amendment/components/amendment-page').then((m) => m.AmendmentPage),
  ),
  'annual-report': lazyScreen(() =>
    import('../features/annual-report/components/annual-report-page').then(
      (m) => m.AnnualReportPage,
    ),
  ),
  'operating-agreement': lazyScreen(() =>
    import('../features/operating-agreement/components/operating-agreement-page').then(
      (m) => m.OperatingAgreementPage,
    ),
  ),
  'registered-agent': lazyScreen(() =>
    import('../features/registered-agent/components/registered-agent-page').then(
      (m) => m.RegisteredAgentPage,
    ),
  ),
  'certificate-of-good-standing': lazyScreen(() =>
    import('../features/certificate/components/certificate-page').then((m) => m.CertificatePage),
  ),
};

/** Loaded only inside signed-in questionnaires, so the public registration stays light. */
const QuestionnaireBarActions = lazy(() =>
  import('../questionnaire/chrome/questionnaire-bar-actions').then((m) => ({
    default: m.QuestionnaireBarActions,
  })),
);

/**
 * Matches exactly `/{area}/{page}` for the pages in wizard-areas.ts; a bare area path or an
 * unknown page falls through to the not-found redirect.
 */
export const WIZARD_PATH_PATTERN = new RegExp(
  `^/(?:${WIZARD_AREA_KEYS.map(
    (key) =>
      `${key}/(?:${routedPages(WIZARD_AREAS[key])
        .map((page) => page.name)
        .join('|')})`,
  ).join('|')})/?$`,
);

/** Starts downloading a questionnaire path's code: its screen and, where needed, the gate. */
export function preloadWizardScreens(path: string): Promise<unknown> {
  const found = findWizardLocation(path);
  if (!found) return Promise.resolve();
  const Screen = SCREENS[found.areaKey];
  return found.area.requiresAuth ? preloadScreens(RequireAuth, Screen) : preloadScreens(Screen);
}

/** A questionnaire page inside the wizard layout, behind the sign-in gate where required. */
export function WizardArea() {
  const [location] = useLocation();
  const found = findWizardLocation(location);
  if (!found) return null; // unreachable: WIZARD_PATH_PATTERN only matches known pages
  const { areaKey, area, page } = found;
  const Screen = SCREENS[areaKey];
  const label = stepLabel(area, page);
  // A flow's page says what it is (the operating agreement's step 2 is named
  // '…-review-confirmation' but is a step); the areas not built as flows go by the name.
  const isConfirmation = page.kind
    ? page.kind === 'confirmation'
    : page.name.endsWith('confirmation');
  const content = (
    <WizardLayout
      title={area.title}
      stepLabel={label}
      barActions={
        area.requiresAuth && !isConfirmation ? (
          <Suspense fallback={null}>
            <QuestionnaireBarActions />
          </Suspense>
        ) : null
      }
    >
      <Suspense fallback={<FullPageLoader />}>
        <Screen title={area.title} stepLabel={label} pageName={page.name} />
      </Suspense>
    </WizardLayout>
  );
  void preloadWizardScreens(location);
  if (!area.requiresAuth) return content;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <RequireAuth>{content}</RequireAuth>
    </Suspense>
  );
}
