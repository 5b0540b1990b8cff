import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AMENDMENT_REVIEW,
  AMENDMENT_START,
  stubAmendmentApi,
} from '../../../tests/support/amendment-api';
import { installTestConfig, renderAtPath, signIn } from '../../../tests/support/render-at-path';
import { deviceDatabase } from '../../local/device-database';
import { AMENDMENT_FLOW } from '../../domain/flows/amendment-flow';
import { signedInFlowScreen } from '../../questionnaire/signed-in-flow-screen';
import { FLOW_PAGES } from './amendment-pages';

const FlowPage = signedInFlowScreen(AMENDMENT_FLOW, FLOW_PAGES);

function renderPage(pageName: string) {
  return renderAtPath(
    `/amendment/${pageName}`,
    <FlowPage title="Articles of amendment" stepLabel="Review" pageName={pageName} />,
  );
}

const HEADING =
  'Articles of Amendment: Please review the information we have on file for Bluebonnet Bikes formed in Texas';
const TAG = 'Will be edited in your amendment';

const sectionFound = async (heading: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${heading}`) })).closest(
    'section',
  )!;

const sectionOf = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) }).closest('section')!;

beforeEach(async () => {
  installTestConfig();
  signIn();
  await deviceDatabase().drafts.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the amendment review', () => {
  it('names the business and its state, offers Edit only where the state allows it, and shows the structure', async () => {
    stubAmendmentApi();
    renderPage('review');
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeDefined();
    await waitFor(() =>
      expect(within(sectionOf('Business Name')).getByText('Bluebonnet Bikes')).toBeDefined(),
    );
    for (const section of ['business name', 'business category', 'owners', 'location']) {
      expect(screen.getByRole('button', { name: `Edit ${section}` })).toBeDefined();
    }
    const structure = sectionOf('Business Structure');
    expect(within(structure).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(
      within(structure).getByText('Texas does not allow editing of business structure'),
    ).toBeDefined();
    expect(within(structure).getByText('All the owners (Member-managed LLC)')).toBeDefined();
    expect(screen.queryByText(TAG)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Confirm and Continue' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it("edits the name in its modal: the official name follows it, with Texas's naming rules and their source", async () => {
    const fetchMock = stubAmendmentApi();
    renderPage('review');
    // The section shows what is on file before the owner edits it.
    expect(
      await within(await sectionFound('Business Name')).findByText('Bluebonnet Bikes LLC'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Edit business name' }));
    const modal = await screen.findByRole('dialog', { name: 'Review & Update Your Business Name' });
    fireEvent.change(await within(modal).findByRole('textbox', { name: /^Business name/ }), {
      target: { value: 'Lone Star Lottery' },
    });
    await waitFor(() =>
      expect(within(modal).getByText(/"Lottery" is a restricted word in Texas/)).toBeDefined(),
    );
    expect(await within(modal).findByText(/Your name includes "LLC"/)).toBeDefined();
    // The availability flag asks about the business's own state and business.
    expect(await within(modal).findByText('Name available')).toBeDefined();
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/v1/business/namecheck');
    expect(JSON.parse(String(asked![1]!.body))).toMatchObject({
      business_name: 'Lone Star Lottery',
      state: 'TX',
      business_id: 7,
    });
    expect(within(modal).getByText(/last verified August 6, 2026/)).toBeDefined();
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(within(modal).getByRole('button', { name: 'Apply Changes' })).toBeDefined();
  }, 15_000); // The name check waits for the owner to pause typing before it asks.

  it('shows the agent who is someone else, and blocks Confirm while no agent data is on file', async () => {
    stubAmendmentApi({
      pages: {
        ...AMENDMENT_REVIEW,
        page5: {
          is_bizup_designated_agent: false,
          registered_agent_type: 'Agent',
          agent_first_name: 'Maria',
          agent_last_name: 'Gomez',
          street_address1: '500 W 2nd St',
          city: 'Austin',
          state: 'Texas',
          zip_code: '',
        },
      },
    });
    renderPage('review');
    expect(
      await screen.findByText(
        'You designated Someone else as your Registered Agent. Kindly provide agent data to proceed',
      ),
    ).toBeDefined();
    const structure = sectionOf('Business Structure');
    expect(within(structure).getByText('Maria')).toBeDefined();
    expect(within(structure).getByText('500 W 2nd St')).toBeDefined();
    const confirm = screen.getByRole('button', { name: 'Confirm and Continue' });
    expect(
      confirm.getAttribute('aria-disabled') ?? confirm.getAttribute('disabled'),
    ).not.toBeNull();
  });

  it('shows a skeleton while the business loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage('review');
    expect(await screen.findByRole('status', { name: 'Loading your business…' })).toBeDefined();
    answer(new Response('{}', { status: 500 }));
  });

  it('says so once it is filed, with nothing left to edit', async () => {
    stubAmendmentApi({
      init: { status: 200, body: { ...AMENDMENT_START, status: 'SUBMITTED', filed: true } },
    });
    renderPage('review');
    expect(
      await screen.findByText(
        'Your articles of amendment for Bluebonnet Bikes have been filed. Follow them on your dashboard.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('says why when the server refuses to open it (formation not ACTIVE)', async () => {
    const message =
      'You need to finish your business formation before you can file your articles of amendment.';
    stubAmendmentApi({ init: { status: 409, body: { message } } });
    renderPage('review');
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeDefined();
  });
});

describe('the amendment confirmation review', () => {
  it('opens at its top, shows every section read-only and tags only those the server marked changed', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    stubAmendmentApi({
      pages: {
        ...AMENDMENT_REVIEW,
        page1: {
          ...AMENDMENT_REVIEW.page1,
          business_name: 'Bluebonnet Cycles',
          official_business_name: 'Bluebonnet Cycles LLC',
          data_changed: true,
        },
        page3: { ...AMENDMENT_REVIEW.page3, data_changed: true },
      },
    });
    renderPage('review-confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm All Information is Correct' }),
    ).toBeDefined();
    await waitFor(() => expect(screen.getAllByText(TAG)).toHaveLength(2));
    expect(within(sectionOf('Business Name')).getByText(TAG)).toBeDefined();
    expect(within(sectionOf('Owners')).getByText(TAG)).toBeDefined();
    for (const heading of ['Business Category', 'Business Structure', 'Location']) {
      expect(within(sectionOf(heading)).queryByText(TAG)).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/amendment/review',
    );
  });
});
