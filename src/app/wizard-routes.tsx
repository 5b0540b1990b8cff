import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { stepLabel } from '../domain/flows/flow';
import { FullPageLoader } from '../ui/full-page-loader';
import { lazyScreen, preloadScreens, type LazyScreen } from './lazy-screen';
import { WizardLayout } from './layouts/wizard-layout';
import { RequireAuth } from './protected-pieces';
import type { FlowRouteProps } from '../questionnaire/signed-in-flow-screen';
import {
  QUESTIONNAIRE_AREAS,
  findWizardLocation,
  routedPages,
  type QuestionnaireArea,
} from './wizard-areas';

/**
 * The screen of an area in the list: a flow's pages file (with its flow) and the one flow
 * screen, fetched side by side as the area's chunk; or an area's own screen.
 */
function screenOf(entry: QuestionnaireArea): LazyScreen<FlowRouteProps> {
  if ('pages' in entry) {
    const { pages } = entry;
    return lazyScreen(() =>
      Promise.all([import('../questionnaire/signed-in-flow-screen'), pages()]).then(
        ([{ signedInFlowScreen }, { FLOW, FLOW_PAGES }]) => signedInFlowScreen(FLOW, FLOW_PAGES),
      ),
    );
  }
  return lazyScreen(entry.screen);
}

/** One screen per questionnaire area, each its own chunk (preloaded at boot for its route). */
const SCREENS = new Map(QUESTIONNAIRE_AREAS.map((entry) => [entry.area.key, screenOf(entry)]));

/** The screen of an area of the list (findWizardLocation finds only those). */
function screenAt(areaKey: string): LazyScreen<FlowRouteProps> {
  const screen = SCREENS.get(areaKey);
  if (!screen) throw new Error(`No questionnaire area is keyed ${areaKey}`);
  return screen;
}

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
  `^/(?:${QUESTIONNAIRE_AREAS.map(({ area }) => {
    const names = routedPages(area).map((page) => page.name);
    if (area.pagesByPattern) names.push(area.pagesByPattern.pattern);
    return `${area.key}/(?:${names.join('|')})`;
  }).join('|')})/?$`,
);

/** Starts downloading a questionnaire path's code: its screen and, where needed, the gate. */
export function preloadWizardScreens(path: string): Promise<unknown> {
  const found = findWizardLocation(path);
  if (!found) return Promise.resolve();
  const Screen = screenAt(found.areaKey);
  return found.area.requiresAuth ? preloadScreens(RequireAuth, Screen) : preloadScreens(Screen);
}

/** A questionnaire page inside the wizard layout, behind the sign-in gate where required. */
export function WizardArea() {
  const [location] = useLocation();
  const found = findWizardLocation(location);
  if (!found) return null; // unreachable: WIZARD_PATH_PATTERN only matches known pages
  const { areaKey, area, page } = found;
  const Screen = screenAt(areaKey);
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
