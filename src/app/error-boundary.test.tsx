import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary';
import { renderAtPath } from './test-support';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('the render crash boundary', () => {
  it('shows the 404 page for a bug', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAtPath(
      '/dashboard',
      <AppErrorBoundary>
        <Throws error={new Error('Cannot read properties of undefined')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'You have found a secret place.' })).toBeTruthy();
  });

  it('offers a reload, not a 404, when a screen of the previous version is gone after a deploy', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The automatic reload already happened a moment ago: no loop, the owner decides.
    sessionStorage.setItem('charter.stale-chunk-reload-at', String(Date.now()));
    renderAtPath(
      '/dashboard',
      <AppErrorBoundary>
        <Throws
          error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')}
        />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Charter has been updated' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
