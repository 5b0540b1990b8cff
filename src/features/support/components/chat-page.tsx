import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';
import { GuestRequestForm } from './guest-request-form';

/** Public (no sign-in needed), so it renders without the dashboard layout. */
export function ChatPage() {
  return (
    <>
      <PageHeader title="Chat" />
      <ComingSoon />
      <section className="ch-support__panel" aria-labelledby="chat-ask-a-person">
        <h2 id="chat-ask-a-person" className="ch-support__heading">
          Ask a person
        </h2>
        <p>Leave your email address and your question: our support team will answer you there.</p>
        <GuestRequestForm />
      </section>
    </>
  );
}
