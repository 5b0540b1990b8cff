import type { ReactNode } from 'react';
import { helpAnswerPath } from '../../../domain/services/service-paths';
import { submitRequestPath } from '../../../domain/help/request-question';
import { LinkButton } from '../../../ui/link-button';
import { PageHeader } from '../../../ui/page-header';
import { HelpConversation } from './help-conversation';

/** The way to a human on /assistant: the request form, starting from the question asked. */
function RequestLink({ question = '' }: { question?: string }) {
  return (
    <LinkButton to={submitRequestPath(question)} variant="secondary">
      Submit a request
    </LinkButton>
  );
}

/**
 * /assistant (issue 29): the owner asks in their own words and reads the Help Center's best
 * answer here, with other matches leading to the Help Center, offline too; what it cannot
 * answer goes to a request, with the question passed along (decision 0080).
 */
export function AssistantPage({
  related,
}: {
  /** More to read under each reply: the app puts the Business Hub's matches here. */
  related?: (question: string) => ReactNode;
} = {}) {
  return (
    <div className="ch-assistant">
      <PageHeader
        title="Assistant"
        subtitle="Ask about your orders, deadlines, documents and payments. Answers come from our Help Center, and work offline too."
      />
      <HelpConversation
        answerHref={helpAnswerPath}
        humanHelp={(question) => <RequestLink question={question} />}
        related={related}
      />
      <section className="ch-assistant__human" aria-labelledby="assistant-human-title">
        <h2 id="assistant-human-title">Still need help?</h2>
        <p>Our support team answers requests at the email address you sign in with.</p>
        <RequestLink />
      </section>
    </div>
  );
}
