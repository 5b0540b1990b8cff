import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { SupportRequestForm } from './support-request-form';
import { SupportRequestList } from './support-request-list';
import './support-requests.css';

/**
 * /submit-request (decision 0079): a new request to the support team, with some of the owner's
 * documents attached, and the owner's requests with their replies and a box to add to each.
 */
export function SubmitRequestPage() {
  const [sent, setSent] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Submit a request"
        subtitle="Tell our support team what you need. We answer by email, and every answer shows here with your request."
      />
      <div className="ch-support">
        <section className="ch-support__panel" aria-labelledby="new-request-heading">
          <h2 id="new-request-heading" className="ch-support__heading">
            New request
          </h2>
          <SupportRequestForm onSent={(thread) => setSent(thread.request_id)} />
        </section>
        <section className="ch-support__panel" aria-labelledby="your-requests-heading">
          <h2 id="your-requests-heading" className="ch-support__heading">
            Your requests
          </h2>
          <SupportRequestList opened={sent} />
        </section>
      </div>
    </>
  );
}
