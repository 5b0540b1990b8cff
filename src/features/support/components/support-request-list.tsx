import { useId, useState, type FormEvent } from 'react';
import type { SupportRequestSummary } from '../../../domain/contracts/support-requests';
import { longDate } from '../../../domain/long-date';
import {
  followUpError,
  SUPPORT_LIMITS,
  SUPPORT_STATUS_LABELS,
  topicLabel,
} from '../../../domain/support/support-requests';
import { Button } from '../../../ui/button';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { Notice } from '../../../ui/notice';
import { PlainButton } from '../../../ui/plain-button';
import { TextField } from '../../../ui/text-field';
import '../../../ui/record-list.css';
import { useSendFollowUp, useSupportRequest, useSupportRequests } from '../api/support-requests';
import { sendFailure, serverAnswered, useSendKey } from './kept-send';

const STATUS_TONE = { open: 'progress', answered: 'success', closed: 'neutral' } as const;

/** The owner's requests, newest first; `opened` (a request just sent) shows its conversation. */
export function SupportRequestList({ opened }: { opened: number | null }) {
  const requests = useSupportRequests();
  if (requests.isError) {
    return <LoadError message="We could not load your requests." query={requests} />;
  }
  if (!requests.data) {
    return (
      <ListSkeleton
        label="Loading your requests…"
        rows={2}
        listClassName="ch-record-list"
        itemClassName="ch-record"
        lines={[
          { className: 'ch-record__title', width: '24ch' },
          { className: 'ch-support__meta', width: '14ch' },
        ]}
      />
    );
  }
  if (requests.data.requests.length === 0) {
    return <p className="ch-muted">You have not sent a request yet.</p>;
  }
  return (
    <ul className="ch-record-list">
      {requests.data.requests.map((request) => (
        <SupportRequestItem
          key={request.request_id}
          request={request}
          startsOpen={request.request_id === opened}
        />
      ))}
    </ul>
  );
}

function SupportRequestItem({
  request,
  startsOpen,
}: {
  request: SupportRequestSummary;
  startsOpen: boolean;
}) {
  const headingId = useId();
  const threadId = useId();
  const [open, setOpen] = useState(startsOpen);
  const replies =
    request.replies === 0
      ? 'No reply yet'
      : request.replies === 1
        ? '1 reply'
        : `${request.replies} replies`;
  return (
    <li className="ch-record">
      <article aria-labelledby={headingId}>
        <div className="ch-record__top">
          <h3 id={headingId} className="ch-record__title">
            {request.subject}
          </h3>
          <span className={`ch-badge ch-badge--status ch-badge--${STATUS_TONE[request.status]}`}>
            {SUPPORT_STATUS_LABELS[request.status]}
          </span>
        </div>
        <p className="ch-support__meta">
          {topicLabel(request.topic)} · Sent {longDate(request.created_at)} · {replies}
        </p>
        <div>
          <PlainButton
            variant="ghost"
            aria-expanded={open}
            aria-controls={threadId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide conversation' : 'Show conversation'}
          </PlainButton>
        </div>
        <div id={threadId} hidden={!open}>
          {open ? <SupportRequestThreadView requestId={request.request_id} /> : null}
        </div>
      </article>
    </li>
  );
}

/** One request's messages in order, its attachments, and the box to add to it. */
function SupportRequestThreadView({ requestId }: { requestId: number }) {
  const thread = useSupportRequest(requestId, true);
  if (thread.isError) {
    return <LoadError message="We could not load this conversation." query={thread} />;
  }
  if (!thread.data) {
    return (
      <p className="ch-muted" role="status">
        Loading the conversation…
      </p>
    );
  }
  const { messages, attachments } = thread.data;
  return (
    <div className="ch-support__thread">
      <ol className="ch-support__messages" aria-label="Messages">
        {messages.map((message) => (
          <li
            key={message.message_id}
            className={`ch-support__message ch-support__message--${message.author}`}
          >
            <p className="ch-support__author">
              <strong>{message.author === 'support' ? 'Charter support' : 'You'}</strong>
              <span className="ch-muted"> · {longDate(message.created_at)}</span>
            </p>
            <p className="ch-support__body">{message.body}</p>
          </li>
        ))}
      </ol>
      {attachments.length > 0 ? (
        <p className="ch-support__meta">
          Attached: {attachments.map((document) => document.title).join(', ')}
        </p>
      ) : null}
      <FollowUpForm requestId={requestId} />
    </div>
  );
}

function FollowUpForm({ requestId }: { requestId: number }) {
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState(false);
  const send = useSendFollowUp(requestId);
  const sendKey = useSendKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = followUpError(message);
    setError(problem);
    if (problem) return document.getElementById(fieldId)?.focus();
    const body = { message: message.trim() };
    send.mutate(
      { body, idempotencyKey: sendKey.keyFor(body) },
      {
        onSuccess: () => {
          sendKey.forget();
          setMessage('');
          setAdded(true);
        },
        onError: (failure) => {
          if (serverAnswered(failure)) sendKey.forget();
        },
      },
    );
  };

  return (
    <form className="ch-support__form" onSubmit={submit} noValidate>
      <TextField
        id={fieldId}
        label="Add to this request"
        value={message}
        onChange={(typed) => {
          setMessage(typed);
          setAdded(false);
          if (error) setError(followUpError(typed));
        }}
        error={error}
        rows={3}
        characterLimit={SUPPORT_LIMITS.messageMaxLength}
      />
      {send.isError ? (
        <Notice tone="error" role="alert">
          {sendFailure('your message', send.error)}
        </Notice>
      ) : null}
      {added ? (
        <Notice tone="info" role="status">
          Your message was added and sent to our support team.
        </Notice>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" isPending={send.isPending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
