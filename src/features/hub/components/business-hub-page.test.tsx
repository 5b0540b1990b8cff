import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { hubFile, stubHubServices } from '../../../../tests/support/hub-content-service';
import { signedInEachTest } from '../../../../tests/support/render-at-path';
import { ToastProvider } from '../../../ui/toast';
import { BusinessHubPage } from './business-hub-page';

/*
 * The hub's sections appear top to bottom: the templates section's final height depends on the
 * owner's statuses (three examples, or the library's categories), and its lists answer in any
 * order, so what is under it waits for it rather than being pushed down while read.
 */

signedInEachTest();
afterEach(() => vi.restoreAllMocks());

const FILES = [
  hubFile('guides', 1, { name: 'Opening a business bank account' }),
  ...Array.from({ length: 4 }, (_, at) => hubFile('templates', at + 101)),
];

/** The services, with the owner's statuses held back until `release` is called. */
function statusesHeldBack(services: Array<{ service: string; status: string }> = []) {
  const { fetchMock } = stubHubServices({ files: FILES, services });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (String(input).includes('/services/status/')) await held;
    return fetchMock(input);
  });
  return { release };
}

function renderHub() {
  const location = memoryLocation({ path: '/business-hub' });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ToastProvider>
        <Router hook={location.hook}>
          <BusinessHubPage />
        </Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const guidesHeading = () => screen.queryByRole('heading', { level: 2, name: 'Guides' });
const findGuidesHeading = () => screen.findByRole('heading', { level: 2, name: 'Guides' });

describe('the Business Hub page', () => {
  it('shows the guides under the templates only once the templates section is whole', async () => {
    const { release } = statusesHeldBack();
    renderHub();
    expect(await screen.findByText('1')).toBeTruthy(); // the guides' count: the lists are in
    expect(screen.getByRole('status', { name: 'Loading the templates' })).toBeTruthy();
    expect(guidesHeading()).toBeNull();

    release();
    expect(
      await screen.findByRole('heading', { name: 'Business Templates Examples' }),
    ).toBeTruthy();
    // Rendered after the templates have painted.
    expect(await findGuidesHeading()).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opening a business bank account' })).toBeTruthy();
  });

  it('waits for the library’s categories for an owner with it', async () => {
    const { release } = statusesHeldBack([{ service: 'doc-library', status: 'ACTIVE' }]);
    renderHub();
    release();
    expect(await screen.findByText('View All Templates')).toBeTruthy();
    expect(await findGuidesHeading()).toBeTruthy();
    // The library's categories are in by then: nothing above the guides grows any more.
    expect(screen.getByRole('link', { name: /Contracts/ })).toBeTruthy();
  });

  it('does not keep the guides waiting on statuses that cannot be had', async () => {
    const { fetchMock } = stubHubServices({ files: FILES });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).includes('/services/status/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetchMock(input),
    );
    renderHub();
    // Once the statuses have failed once (they are asked again meanwhile), nothing waits.
    expect(await findGuidesHeading()).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Opening a business bank account' }),
    ).toBeTruthy();
  });
});
