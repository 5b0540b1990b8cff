import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, NodeResult } from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** axe's impacts that fail a journey; moderate and minor findings do not. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Locator methods that act on a screen: the first of them on a screen has it checked first. */
const ACTIONS: ReadonlySet<PropertyKey> = new Set([
  'blur',
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
]);

/** Page methods that leave the screen: a screen not checked yet is checked on the way out. */
const LEAVING: ReadonlySet<PropertyKey> = new Set([
  'goto',
  'reload',
  'goBack',
  'goForward',
  'close',
]);

/** Errors of a scan overtaken by the journey (the page navigated or closed meanwhile). */
const OVERTAKEN =
  /Execution context was destroyed|Target page, context or browser has been closed|frame was detached/;

/**
 * Names the screen a page shows: its path, then each open dialog or menu with its accessible
 * name, e.g. `/dashboard › dialog "Checkout"`. Null for pages that are not the app's
 * (about:blank). Runs in the browser.
 */
function describeScreen(): string | null {
  if (!location.protocol.startsWith('http')) return null;
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ');
  const layers = [...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=menu]')]
    .filter((element) => element.checkVisibility())
    .map((element) => `${element.getAttribute('role')} "${nameOf(element).trim()}"`);
  // One screen whatever record it shows: an id in the path (a number, or a long token with a
  // digit, such as the identity provider's interaction id) is not part of the screen's name.
  const path = location.pathname
    .split('/')
    .map((segment) => (/^\d+$|^(?=.*\d)[\w-]{16,}$/.test(segment) ? ':id' : segment))
    .join('/');
  return [path, ...layers].join(' › ');
}

/** Waits (at most 2 s) for finite CSS animations, so a fading modal is checked as it ends. Runs in the browser. */
async function animationsSettled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2000))]);
}

function describeNode(node: NodeResult): string {
  const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
  return `    ${node.target.join(' ')}\n      ${node.html.slice(0, 300)}\n      ${summary}`;
}

/** Throws, naming the rules, their nodes and the screen, on a serious or critical violation. */
function failOnViolations(results: AxeResults, screen: string): void {
  const failing = results.violations.filter((rule) => FAILING_IMPACTS.has(rule.impact ?? ''));
  if (failing.length === 0) return;
  const rules = failing.map(
    (rule) =>
      `  ${rule.id} (${rule.impact}): ${rule.help}\n  ${rule.helpUrl}\n` +
      rule.nodes.map(describeNode).join('\n'),
  );
  throw new Error(
    `Accessibility: ${failing.length} serious or critical axe rule(s) fail on ${screen}:\n${rules.join('\n')}`,
  );
}

/**
 * axe's findings on what the page shows now, once its finite animations have ended: on the
 * whole page, or on the elements `within` selects.
 */
async function analyze(page: Page, within: readonly string[] = []): Promise<AxeResults> {
  await page.evaluate(animationsSettled);
  // Legacy mode runs axe inside the page; the default opens a blank page in the journey's
  // context to merge frame results, which the journeys would see (pages, focus, requests).
  const builder = new AxeBuilder({ page });
  for (const selector of within) builder.include(selector);
  return (
    builder
      .setLegacyMode()
      // react-aria's off-screen announcer: a pending Button that unmounts (a submit that leaves
      // the screen) leaves its announcement pointing at the gone button for 7 s, which axe
      // reports as role-img-alt (adobe/react-spectrum#10579). The message was read when made.
      .exclude('[data-live-announcer] [role="img"]')
      // Only violations come back: passes and incomplete results are most of the work.
      .options({ resultTypes: ['violations'] })
      .analyze()
  );
}

/**
 * Runs axe on what the page shows now and throws, naming the rule, the nodes and `screen`, on
 * a serious or critical violation. Journeys check each screen by themselves (see
 * `checkedContext`); call this for a state of a screen worth its own check, such as a form
 * showing its errors. `within` limits the check to some elements: an open combo box list, whose
 * react-aria hides the rest of the page from screen readers while it is open (on purpose, so
 * they stay in the list; Tab closes it first), which axe reports of every control behind it.
 */
export async function expectAccessible(
  page: Page,
  screen?: string,
  within?: readonly string[],
): Promise<void> {
  const results = await analyze(page, within);
  const named = screen ?? (await page.evaluate(describeScreen)) ?? page.url();
  // A state a journey checks on purpose (a form with its errors) is worth looking at too.
  await saveScreenshot(page, named);
  failOnViolations(results, named);
}

/**
 * The screens a journey has checked, by name: each is checked once per journey (a describe
 * block), however many tests pass through it.
 */
export class ScreenChecks {
  private readonly checked = new Set<string>();

  /** Checks the screen the page shows if this journey has not checked it yet. */
  async checkOnce(page: Page): Promise<void> {
    let screen: string | null;
    let results: AxeResults;
    try {
      screen = await page.evaluate(describeScreen);
      if (screen === null || this.checked.has(screen)) return;
      results = await analyze(page);
    } catch (error) {
      // The journey moved on while the screen was read: the next screen is checked instead.
      if (error instanceof Error && OVERTAKEN.test(error.message)) return;
      throw error;
    }
    this.checked.add(screen);
    await saveScreenshot(page, screen);
    failOnViolations(results, screen);
  }
}

/**
 * With E2E_SCREENSHOTS=<folder>, each screen a journey checks is also saved there as a full-page
 * PNG named after the screen, to look at what the journeys saw (at E2E_VIEWPORT's size).
 */
async function saveScreenshot(page: Page, screen: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const name = screen.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'root';
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true }).catch(() => undefined); // the journey moved on: the next screen is saved instead
}

function isLocator(value: unknown): value is Locator {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Locator).waitFor === 'function' &&
    typeof (value as Locator).filter === 'function'
  );
}

/**
 * `target` with `before` run ahead of each of its `methods`, and each locator it returns
 * checked (checkedLocator) for `page`.
 */
function checkedBefore<T extends object>(
  target: T,
  methods: ReadonlySet<PropertyKey>,
  before: () => Promise<void>,
  page: Page,
  checks: ScreenChecks,
): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (methods.has(property)) {
        return async (...args: unknown[]) => {
          await before();
          return value.apply(object, args);
        };
      }
      return (...args: unknown[]) => {
        const result: unknown = value.apply(object, args);
        return isLocator(result) ? checkedLocator(result, page, checks) : result;
      };
    },
  });
}

/**
 * A locator that checks its page's screen before its first action there, once the element it
 * acts on is present (the screen is then far enough to be used). Locators it derives (filter,
 * nth, getByRole...) do the same.
 */
function checkedLocator(locator: Locator, page: Page, checks: ScreenChecks): Locator {
  const checkScreen = async () => {
    // If the element never comes, the action itself fails with its own message.
    const present = await locator.waitFor({ state: 'attached' }).then(
      () => true,
      () => false,
    );
    if (present) await checks.checkOnce(page);
  };
  return checkedBefore(locator, ACTIONS, checkScreen, page, checks);
}

/** A page whose locators check each screen before acting on it, and that checks a screen it leaves. */
function checkedPage(page: Page, checks: ScreenChecks): Page {
  const checkScreen = async () => {
    if (!page.isClosed()) await checks.checkOnce(page);
  };
  return checkedBefore(page, LEAVING, checkScreen, page, checks);
}

/**
 * A browser context whose pages (`page`, and those from `newPage`) run axe on each screen a
 * journey visits: before the first action on it, on leaving it (goto, reload, close) and when
 * the context closes. A journey fails on the first serious or critical violation.
 */
export function checkedContext(
  context: BrowserContext,
  checks: ScreenChecks,
): { context: BrowserContext; wrap: (page: Page) => Page } {
  const pages = new Set<Page>();
  const wrap = (page: Page) => {
    pages.add(page);
    return checkedPage(page, checks);
  };
  const checked = new Proxy(context, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'newPage') {
        return async () => wrap(await target.newPage());
      }
      if (property === 'close') {
        return async (...args: Parameters<BrowserContext['close']>) => {
          for (const page of pages) if (!page.isClosed()) await checks.checkOnce(page);
          return target.close(...args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { context: checked, wrap };
}
