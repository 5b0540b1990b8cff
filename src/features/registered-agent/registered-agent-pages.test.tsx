import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REVIEWED_BUSINESS,
  stubBusinessReviewApi,
  submittedAnswer,
} from '../../../tests/support/business-review-api';
import { installTestConfig, renderAtPath, signIn } from '../../../tests/support/render-at-path';
import { REGISTERED_AGENT_FLOW } from '../../domain/flows/registered-agent-flow';
import { NO_ANSWER } from '../../questionnaire/business-review';
import { signedInFlowScreen } from '../../questionnaire/signed-in-flow-screen';
import { FLOW_PAGES } from './registered-agent-pages';

const FlowPage = signedInFlowScreen(REGISTERED_AGENT_FLOW, FLOW_PAGES);

const SUBMITTED = submittedAnswer(REGISTERED_AGENT_FLOW);

function renderPage(pageName = 'review') {
  return renderAtPath(
    `/registered-agent/${pageName}`,
    <FlowPage title="Registered agent" stepLabel="Review" pageName={pageName} />,
  );
}

const card = (heading: string) => screen.getByRole('region', { name: heading }) as HTMLElement;

/** A card's value for a label (the first under it, or under one of its address headings). */
function valueIn(scope: HTMLElement, label: string): string | null {
  return within(scope).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling!.textContent;
}

describe('the registered agent review', () => {
  beforeEach(() => {
    installTestConfig();
    signIn();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the business, its addresses, its current agent and the move to our partner', async () => {
    stubBusinessReviewApi(REGISTERED_AGENT_FLOW);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your registered agent' }),
    ).toBeDefined();

    const details = card('Your Business Details');
    expect(valueIn(details, 'Business name')).toBe('Bluebonnet Bikes');
    expect(valueIn(details, 'Descriptor')).toBe('LLC');
    const business = within(details).getByRole('heading', {
      name: 'Business address',
    }).parentElement!;
    expect(
      ['Street', 'Floor/apt/suite', 'City', 'State', 'Zip'].map((label) =>
        valueIn(business, label),
      ),
    ).toEqual(['301 Congress Ave', 'STE 200', 'Austin', 'Texas', '78701']);
    const mailing = within(details).getByRole('heading', {
      name: 'Mailing address',
    }).parentElement!;
    expect(valueIn(mailing, 'Street')).toBe('PO Box 1234');
    // A line the record leaves empty says so.
    expect(valueIn(mailing, 'Floor/apt/suite')).toBe('Not on file');

    const agent = card('Current Registered Agent');
    expect(valueIn(agent, 'Agent name')).toBe('Maria Gomez');
    expect(valueIn(agent, 'Street')).toBe('500 W 2nd St');
    expect(valueIn(agent, 'Zip')).toBe('78701');

    const transition = card('Transition to Charter Registered Agent');
    expect(transition.textContent).toContain('through our registered agent partner');
    expect(transition.textContent).toContain('physical address in Texas');
  });

  it("names an agent business by its name, and Charter's own agent as such", async () => {
    const asBusiness = {
      ...REVIEWED_BUSINESS,
      page_4: {
        ...REVIEWED_BUSINESS.page_4!,
        registered_agent_type: 'Business',
        business_name: 'Lone Star Agents Inc',
      },
    };
    stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      review: { status: 200, body: asBusiness },
    });
    const first = renderPage();
    await screen.findByRole('region', { name: 'Current Registered Agent' });
    expect(valueIn(card('Current Registered Agent'), 'Agent name')).toBe('Lone Star Agents Inc');
    first.unmount();

    const charters = {
      ...REVIEWED_BUSINESS,
      page_4: {
        ...REVIEWED_BUSINESS.page_4!,
        is_bizup_designated_agent: true,
        registered_agent_type: '',
      },
    };
    stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      review: { status: 200, body: charters },
    });
    renderPage();
    await screen.findByRole('region', { name: 'Current Registered Agent' });
    const agent = card('Current Registered Agent');
    expect(valueIn(agent, 'Agent name')).toBe("Charter's registered agent");
    expect(agent.textContent).toContain("our partner's office in Texas");
  });

  it('submits under the loading overlay, toasts the success and shows the confirmation', async () => {
    let answer: (value: typeof SUBMITTED) => void = () => {};
    const { sent } = stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      submit: () => new Promise((resolve) => (answer = resolve)),
    });
    const { history } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and Continue' }));

    const overlay = await screen.findByRole('dialog', { name: 'Submitting your request…' });
    expect(within(overlay).getByRole('status').textContent).toBe('Submitting your request…');
    expect(sent).toEqual([
      {
        url: `/api${REGISTERED_AGENT_FLOW.submission.path}`,
        body: { individual_id: 1, business_id: '7' },
        key: expect.stringMatching(/^registered-agent-submit-/),
      },
    ]);
    answer(SUBMITTED);

    expect(await screen.findByText('Registered Agent submitted successfully.')).toBeDefined();
    await waitFor(() =>
      expect(history.at(-1)).toBe('/registered-agent/registered-agent-confirmation'),
    );
    expect(screen.queryByRole('dialog', { name: 'Submitting your request…' })).toBeNull();
  });

  it('stays on the review with the failure toast when the server refuses, and lets the owner try again', async () => {
    const { sent } = stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      submit: async () => ({
        status: 409,
        body: {
          message:
            'You need to finish your business formation before you can appoint your registered agent.',
        },
      }),
    });
    const { history } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and Continue' }));
    expect(
      await screen.findByText(
        'Failed to Submit Registered Agent data: You need to finish your business formation before you can appoint your registered agent.',
      ),
    ).toBeDefined();
    expect(history.at(-1)).toBe('/registered-agent/review');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Submitting your request…' })).toBeNull(),
    );
    const confirm = screen.getByRole('button', { name: 'Confirm and Continue' });
    expect(confirm.hasAttribute('disabled')).toBe(false);

    // A final refusal frees its key: the next press is a new request.
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('stays with a clear toast when no answer comes, keeping the key for the retry', async () => {
    const { sent } = stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      submit: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { history } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and Continue' }));
    expect(
      await screen.findByText(`Failed to Submit Registered Agent data: ${NO_ANSWER}`),
    ).toBeDefined();
    expect(history.at(-1)).toBe('/registered-agent/review');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Continue' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('says why it cannot submit before the business is formed, or when its details fail to load', async () => {
    stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      review: {
        status: 200,
        body: { individual_id: 1, business_id: null, page_1: null, page_4: null },
      },
    });
    const first = renderPage();
    expect(
      await screen.findByText(
        'You need to finish your business formation before you can appoint your registered agent.',
      ),
    ).toBeDefined();
    expect(
      screen.getByRole('button', { name: 'Confirm and Continue' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(card('Your Business Details')).getByText('Not on file')).toBeDefined();
    first.unmount();

    stubBusinessReviewApi(REGISTERED_AGENT_FLOW, {
      review: { status: 500, body: { message: 'Internal error' } },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch page data (500)');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('goes one step back, or to the dashboard when the review was the first page', async () => {
    stubBusinessReviewApi(REGISTERED_AGENT_FLOW);
    const { history } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
  });

  it('confirms what was submitted, with the button to the dashboard', async () => {
    sessionStorage.setItem('charter:registered-agent-submission:1', JSON.stringify(SUBMITTED.body));
    stubBusinessReviewApi(REGISTERED_AGENT_FLOW);
    const { history } = renderPage('registered-agent-confirmation');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your registered agent appointment has been submitted',
      }),
    ).toBeDefined();
    expect(screen.getByText('Preparing Your Agent Appointment')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
  });
});
