import { Link } from 'wouter';
import { PageHeader } from '../../../ui/page-header';
import { Wordmark } from '../../../ui/wordmark';
import { GuestRequestForm } from './guest-request-form';
import { HelpConversation } from './help-conversation';

/**
 * Public (no sign-in needed), so it renders without the dashboard layout: the assistant's
 * conversation over the Help Center's answers (decision 0080), offline after one visit, then the
 * way to a human.
 */
export function ChatPage() {
  return (
    <>
      <Link href="/" className="ch-chat__home" aria-label="Charter home">
        <Wordmark />
      </Link>
      <PageHeader
        title="Chat"
        subtitle="Questions about forming and running your LLC with Charter? Ask here, in your own words."
      />
      <section className="ch-chat__assistant" aria-label="Ask Charter">
        <HelpConversation
          humanHelp={() => (
            <p>Leave your email address below, and our support team will write back.</p>
          )}
        />
      </section>
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
