import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import type { ContentBlock } from '../domain/content-blocks';
import { HELP_ARTICLES } from '../domain/help/help-articles';
import { PRIVACY_PATH, TERMS_PATH } from '../domain/legal/legal-pages';
import { PRIVACY_POLICY } from '../features/legal/privacy-policy';
import { TERMS_OF_SERVICE } from '../features/legal/terms-of-service';
import { DASHBOARD_DEFAULT_CHILDREN, DASHBOARD_PATH_PATTERN } from './dashboard-routes';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes, isProtectedPath } from './routes';
import { installTestConfig, renderAtPath, signIn, stubOwnerProfile } from './test-support';
import { TEST_OWNER } from '../../tests/support/test-owner';

beforeEach(() => {
  installTestConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setRuntimeConfigForTests(null);
});

async function expectNotFoundPage(timeout?: number) {
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'You have found a secret place.' },
      timeout ? { timeout } : undefined,
    ),
  ).toBeTruthy();
  const home = screen.getByRole('link', { name: 'Take me back to home page' });
  expect(home.getAttribute('href')).toBe('/');
}

describe('unknown addresses', () => {
  it.each(['/nowhere', '/formation', '/formation/page9', '/registration', '/registration/page6'])(
    '%s redirects to the 404 page',
    async (path) => {
      const { history } = renderAtPath(path, <AppRoutes />);
      await expectNotFoundPage();
      expect(history?.at(-1)).toBe('/not-found');
    },
  );

  it.each([
    ['an unknown dashboard child page', '/documents/nope'],
    ['a template page of the right shape but no such template', '/templates/no-such-template'],
  ])('sends %s to the 404 page', async (_, path) => {
    signIn();
    stubOwnerProfile();
    const { history } = renderAtPath(path, <AppRoutes />);
    // A template page decides once its services check has settled; the stub refuses it, and the
    // check is retried with backoff first (about 4 s alone, more on a busy machine).
    await expectNotFoundPage(12_000);
    expect(history?.at(-1)).toBe('/not-found');
  });

  it('sends a known page whose definition the server does not describe to the 404 page', async () => {
    signIn();
    // The API document answers, but without formation/page1's definition (spec foundation §4).
    stubOwnerProfile(TEST_OWNER, {
      '/v1/openapi.json': {
        openapi: '3.1.0',
        info: { title: 't', version: 't' },
        components: { schemas: {} },
      },
      '/v1/services/status/1': { individual_id: 1, services: [] },
    });
    const { history } = renderAtPath('/formation/page1', <AppRoutes />);
    await expectNotFoundPage();
    expect(history?.at(-1)).toBe('/not-found');
  });

  it('takes the owner home from the 404 page', async () => {
    const { history } = renderAtPath('/not-found', <AppRoutes />);
    await expectNotFoundPage();
    fireEvent.click(screen.getByRole('link', { name: 'Take me back to home page' }));
    // Signed out, home is the start of registration.
    await waitFor(() => expect(history?.at(-1)).toBe('/registration/page1'));
  });
});

describe('the root path', () => {
  it('starts registration when signed out, keeping the query string', async () => {
    const { history } = renderAtPath('/?tiers=GROWTH', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business information' }),
    ).toBeTruthy();
    expect(history?.at(-1)).toBe('/registration/page1?tiers=GROWTH');
  });

  it('opens the dashboard when signed in', async () => {
    signIn();
    stubOwnerProfile();
    const { history } = renderAtPath('/', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' }),
    ).toBeTruthy();
    expect(history?.at(-1)).toBe('/dashboard');
    expect(
      screen.getByText(
        'Track progress, manage your business, and stay compliant—all in one place.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your plan:').textContent).toBe('Your plan: GROWTH');
  });
});

describe('questionnaire pages', () => {
  it('shows the public registration page with its footer', async () => {
    renderAtPath('/registration/page5', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Charter. All rights reserved.`),
    ).toBeTruthy();
    // The questionnaire chrome has no dashboard navigation.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows a formation step to a signed-in owner', async () => {
    signIn();
    stubOwnerProfile();
    renderAtPath('/formation/page2', <AppRoutes />);
    // The questionnaire bar names the flow and the step; the page itself is the engine's.
    expect(await screen.findByText('Business formation', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 4: Business industry', { selector: 'span' })).toBeTruthy();
  });

  it('labels EIN steps in capitals, industry sub-pages included', async () => {
    signIn();
    stubOwnerProfile();
    renderAtPath('/ein/food-service', <AppRoutes />);
    expect(await screen.findByText('EIN application', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('STEP 4 OF 4: Food Service', { selector: 'span' })).toBeTruthy();
  });
});

describe('dashboard sections', () => {
  beforeEach(() => {
    signIn();
    stubOwnerProfile();
  });

  it('opens the first settings page for bare /settings', async () => {
    const { history } = renderAtPath('/settings', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(history?.at(-1)).toBe('/settings/profile-details');
    expect(screen.getByRole('heading', { level: 2, name: 'Profile details' })).toBeTruthy();
  });

  it('shows the documents menu with the current child marked', async () => {
    // An owner with an order link sees the menu before any document (dashboard §2).
    stubOwnerProfile(
      { ...TEST_OWNER, order_url: 'https://orders.example/1' },
      { '/v1/services/documents/list/1': { individual_id: 1, documents: [] } },
    );
    renderAtPath('/documents/compliance', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Documents' }),
    ).toBeTruthy();
    const menu = await screen.findByRole('navigation', { name: 'Documents' });
    const links = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual([
      'All documents',
      'Company documents',
      'Compliance',
      'Registered agent',
      'Business license report',
    ]);
    expect(
      screen.getByRole('link', { name: 'Compliance', current: 'page' }).getAttribute('href'),
    ).toBe('/documents/compliance');
  });

  it('keeps the layout while moving between screens', async () => {
    const { navigate } = renderAtPath('/guides', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
    expect(
      screen.getByText('Practical, founder-focused guides to move your business forward.'),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    act(() => navigate('/services'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav);
  });
});

describe('render crashes', () => {
  function CrashesOnBoom() {
    const [location] = useLocation();
    if (location === '/boom') throw new Error('boom');
    return <p>Everything is fine</p>;
  }

  it('shows the 404 page, logs the error and recovers on navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const location = memoryLocation({ path: '/boom', record: true });
    render(
      <Router hook={location.hook}>
        <AppErrorBoundary>
          <CrashesOnBoom />
        </AppErrorBoundary>
      </Router>,
    );
    await expectNotFoundPage();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('Render crash'),
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Take me back to home page' }));
    expect(await screen.findByText('Everything is fine')).toBeTruthy();
  });
});

describe('which pages sit behind the sign-in gate', () => {
  it('follows the route table', () => {
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/settings/security-privacy')).toBe(true);
    expect(isProtectedPath('/formation/page2')).toBe(true);
    expect(isProtectedPath('/auth/callback')).toBe(true);
    expect(isProtectedPath('/')).toBe(false);
    expect(isProtectedPath('/registration/page1')).toBe(false);
    expect(isProtectedPath('/chat')).toBe(false);
    expect(isProtectedPath('/not-found')).toBe(false);
    expect(isProtectedPath('/terms')).toBe(false);
    expect(isProtectedPath('/privacy')).toBe(false);
  });
});

describe('the legal pages', () => {
  it.each([
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
  ])('open %s to a visitor who is not signed in', async (path, title) => {
    const { history } = renderAtPath(path, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(history?.at(-1)).toBe(path);
  });
});

/** Every link written into some content, by its address. */
function linksOf(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((block) => {
    const runs =
      block.kind === 'paragraph'
        ? [block.content]
        : block.kind === 'list'
          ? block.items
          : block.items.map((item) => item.description);
    return runs.flat().flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
  });
}

describe('the links the Help Center and the legal pages write', () => {
  it('each lead to a page the app serves, and to an answer that exists', () => {
    const links = [
      ...HELP_ARTICLES.flatMap((article) => linksOf(article.answer)),
      ...[TERMS_OF_SERVICE, PRIVACY_POLICY].flatMap((document) => [
        ...linksOf(document.introduction),
        ...document.sections.flatMap((section) => linksOf(section.blocks)),
      ]),
    ].filter((href) => href.startsWith('/'));
    expect(links.length).toBeGreaterThan(20);
    const bareSections = DASHBOARD_DEFAULT_CHILDREN.map(({ from }) => from);
    const answers = HELP_ARTICLES.map((article) => article.id);
    for (const link of new Set(links)) {
      const [path, answer] = link.split('#') as [string, string | undefined];
      const served =
        DASHBOARD_PATH_PATTERN.test(path) ||
        bareSections.includes(path) ||
        path === TERMS_PATH ||
        path === PRIVACY_PATH;
      expect(served, link).toBe(true);
      if (answer !== undefined) {
        expect(path, link).toBe('/help-center');
        expect(answers, link).toContain(answer);
      }
    }
  });
});
