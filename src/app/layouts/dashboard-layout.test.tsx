import { fireEvent, waitFor, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../api/runtime-config';
import { installTestConfig, renderAtPath, signIn, stubOwnerProfile } from '../test-support';
import { DashboardLayout } from './dashboard-layout';

const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../features/auth/sign-out', () => ({ signOut }));

beforeEach(() => {
  installTestConfig();
  signIn();
  stubOwnerProfile();
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut.mockClear();
  setRuntimeConfigForTests(null);
});

function renderLayoutAt(path: string) {
  return renderAtPath(
    path,
    <DashboardLayout>
      <h1>Screen content</h1>
    </DashboardLayout>,
  );
}

describe('DashboardLayout', () => {
  it('lists the primary navigation and marks the current section', () => {
    renderLayoutAt('/documents/compliance');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Business Profile', '/business-profile'],
      ['Documents', '/documents'],
      ['Compliance Calendar', '/compliance'],
      ['Products', '/services'],
      ['Business Hub', '/business-hub'],
      ['Invoices', '/invoices'],
      ['Settings', '/settings'],
      ['Help', '/help-center'],
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Documents']);
  });

  it('marks Business Hub current on its guides page', () => {
    renderLayoutAt('/guides');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Business Hub');
  });

  it('has a skip link, a logo link home and the content in the main landmark', () => {
    renderLayoutAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(
      screen.getByRole('link', { name: 'Charter, go to dashboard' }).getAttribute('href'),
    ).toBe('/dashboard');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(within(main).getByRole('heading', { name: 'Screen content' })).toBeTruthy();
  });

  it('opens and closes the navigation drawer with the Menu button', () => {
    renderLayoutAt('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Invoices' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the owner, plan, Settings and Sign out in the account menu', async () => {
    renderLayoutAt('/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Jane Doe, account menu' });
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Jane Doe')).toBeTruthy();
    expect(within(menu).getByText('jane@example.com')).toBeTruthy();
    expect(within(menu).getByText('GROWTH')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    // Nothing waits on this device, so no warning: straight to signing out.
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
