import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBusinessReviewApi, submittedAnswer } from '../../../tests/support/business-review-api';
import { installTestConfig, renderAtPath, signIn } from '../../../tests/support/render-at-path';
import { CERTIFICATE_FLOW } from '../../domain/flows/certificate-flow';
import { signedInFlowScreen } from '../../questionnaire/signed-in-flow-screen';
import { FLOW_PAGES } from './certificate-pages';

const FlowPage = signedInFlowScreen(CERTIFICATE_FLOW, FLOW_PAGES);

const SUBMITTED = submittedAnswer(CERTIFICATE_FLOW);

function renderPage(pageName = 'review') {
  return renderAtPath(
    `/certificate-of-good-standing/${pageName}`,
    <FlowPage
      title="Certificate of good standing"
      stepLabel="Review and Submit"
      pageName={pageName}
    />,
  );
}

const factIn = (heading: string, label: string) =>
  within(screen.getByRole('region', { name: heading })).getByText(label, { selector: 'dt' })
    .nextElementSibling!.textContent;

describe('the certificate of good standing review', () => {
  beforeEach(() => {
    installTestConfig();
    signIn();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Review and Submit' with the business and its state of jurisdiction, Back to the dashboard", async () => {
    stubBusinessReviewApi(CERTIFICATE_FLOW);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review and Submit' }),
    ).toBeDefined();
    expect(factIn('Your Business Details', 'Business name')).toBe('Bluebonnet Bikes');
    expect(factIn('Your Business Details', 'Descriptor')).toBe('LLC');
    // The certificate's details are the name and descriptor only, no addresses.
    expect(screen.queryByRole('heading', { name: 'Business address' })).toBeNull();
    expect(factIn('State of Jurisdiction', 'State')).toBe('Texas');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');
  });

  it('submits and confirms with its own toast, or stays with its failure toast', async () => {
    let refuse = true;
    const { sent } = stubBusinessReviewApi(CERTIFICATE_FLOW, {
      submit: async () =>
        refuse
          ? {
              status: 403,
              body: {
                message: 'Please purchase the certificate of good standing before requesting it',
              },
            }
          : SUBMITTED,
    });
    const { history } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and Continue' }));
    expect(
      await screen.findByText(
        'Failed to Submit Certificate data: Please purchase the certificate of good standing before requesting it',
      ),
    ).toBeDefined();
    expect(history.at(-1)).toBe('/certificate-of-good-standing/review');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Continue' }));
    expect(await screen.findByText('Certificate submitted successfully.')).toBeDefined();
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        '/certificate-of-good-standing/certificate-of-good-standing-confirmation',
      ),
    );
    // The spec's misspelt path, with the owner and the business in the body.
    expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: '/api/v1/cerficate_of_good_standing/submit',
        body: { individual_id: 1, business_id: '7' },
      },
      {
        url: '/api/v1/cerficate_of_good_standing/submit',
        body: { individual_id: 1, business_id: '7' },
      },
    ]);
  });

  it('confirms the request with its banner and when it is usually ready', async () => {
    sessionStorage.setItem(
      'charter:certificate-of-good-standing-submission:1',
      JSON.stringify(SUBMITTED.body),
    );
    stubBusinessReviewApi(CERTIFICATE_FLOW);
    renderPage('certificate-of-good-standing-confirmation');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your certificate request has been submitted',
      }),
    ).toBeDefined();
    expect(screen.getByText('Certificate of Good Standing is generating')).toBeDefined();
    expect(screen.getByText(/usually within 3 days/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeDefined();
  });
});
