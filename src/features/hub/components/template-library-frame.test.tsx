import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { TEMPLATES_NOT_PURCHASED } from '../../../domain/flows/templates-flow';
import { individualOwner } from '../../../questionnaire/flow-owner';
import { TemplateLibraryFrame } from './template-library-frame';

signedInEachTest();

/** The statuses the server answers for owner 1, or a failure. */
function stubStatuses(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
}

const statuses = (services: { service: string; status: string }[]) => async () =>
  new Response(
    JSON.stringify({
      individual_id: 1,
      services: services.map((entry) => ({ ...entry, updated_at: '2026-11-29T10:00:00.000Z' })),
    }),
    { headers: { 'content-type': 'application/json' } },
  );

function renderFrame() {
  return renderAtPath(
    '/templates/invoice',
    <TemplateLibraryFrame
      owner={individualOwner(1)}
      title="Business templates"
      stepLabel="Invoice"
      pageName="invoice"
    >
      <p>The template’s questions</p>
    </TemplateLibraryFrame>,
  );
}

describe('the templates flow’s frame', () => {
  it('shows the page to an owner with the document library', async () => {
    stubStatuses(statuses([{ service: 'doc-library', status: 'ACTIVE' }]));
    renderFrame();
    expect(await screen.findByText('The template’s questions')).toBeTruthy();
  });

  it('tells an owner without it what filling needs, and leads to the templates', async () => {
    stubStatuses(statuses([]));
    renderFrame();
    expect(await screen.findByText(TEMPLATES_NOT_PURCHASED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the templates' }).getAttribute('href')).toBe(
      '/templates',
    );
    expect(screen.queryByText('The template’s questions')).toBeNull();
  });

  it('keeps the draft in reach when the statuses cannot be read: the server decides', async () => {
    stubStatuses(() => Promise.reject(new TypeError('Failed to fetch')));
    renderFrame();
    expect(
      await screen.findByText('The template’s questions', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
