import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { useDocumentList } from '../../../api/document-list';
import { useSignedInIndividualId } from '../../../api/session';
import { storedUnsentText, storeUnsentText } from '../../../api/unsent-text';
import type { SupportRequestThread } from '../../../domain/contracts/support-requests';
import {
  SUPPORT_FIELD_LABELS as LABELS,
  SUPPORT_LIMITS,
  SUPPORT_TOPICS,
  supportRequestErrors,
  type SupportRequestErrors,
  type SupportRequestForm as Form,
  type SupportTopic,
} from '../../../domain/support/support-requests';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { helpIdsOf, NativeFieldHelp, RequiredMarker } from '../../../ui/native-field-parts';
import { Notice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { useSendSupportRequest } from '../api/support-requests';
import { sendFailure, serverAnswered, useSendKey } from './kept-send';

const EMPTY: Form = { topic: '', subject: '', message: '', document_ids: [] };
/** Where the words typed and not sent yet are kept on the device (src/api/unsent-text.ts). */
const UNSENT = 'support-request';

/** A kept draft read back checked; the empty form when it is not one. */
function keptDraft(value: unknown): Form {
  if (typeof value !== 'object' || value === null) return EMPTY;
  const kept = value as Record<string, unknown>;
  const text = (name: keyof Form) => (typeof kept[name] === 'string' ? kept[name] : '');
  const ids = Array.isArray(kept.document_ids) ? kept.document_ids : [];
  return {
    topic: text('topic'),
    subject: text('subject'),
    message: text('message'),
    document_ids: ids.filter((id): id is number => Number.isSafeInteger(id)),
  };
}

const isEmpty = (form: Form) =>
  !form.topic && !form.subject && !form.message && form.document_ids.length === 0;
const FIELDS = ['topic', 'subject', 'message', 'document_ids'] as const;

/** The server's refusal of an attachment (a document deleted since the list was read). */
function refusedAttachment(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return (error.body as { field?: unknown } | null)?.field === 'document_ids'
    ? error.message
    : null;
}

/**
 * The new request of /submit-request: a topic, a subject, the message and some of the owner's
 * documents. The browser checks what the server checks (support-requests.ts in src/domain);
 * a failed send keeps every word, and says so.
 */
export function SupportRequestForm({ onSent }: { onSent: (thread: SupportRequestThread) => void }) {
  const id = useId();
  const individualId = useSignedInIndividualId();
  const [form, setFormState] = useState<Form>(() =>
    keptDraft(storedUnsentText(UNSENT, individualId)),
  );
  const documents = useDocumentList();
  // Every edit is kept on the device at once: a reload or a closed tab loses nothing.
  const setForm = (next: Form) => {
    setFormState(next);
    if (individualId > 0) storeUnsentText(UNSENT, individualId, isEmpty(next) ? null : next);
  };
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendSupportRequest();
  const sendKey = useSendKey();
  const fieldId = (field: keyof Form) => `${id}-${field}`;

  const edit = (next: Form) => {
    setForm(next);
    setSent(null);
    // After a first attempt the messages follow the typing; before it they wait for Send.
    if (submitted) setErrors(supportRequestErrors(next));
  };

  const focusFirstError = (found: SupportRequestErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (!first) return;
    const target = formRef.current?.querySelector<HTMLElement>(
      first === 'document_ids'
        ? `#${CSS.escape(fieldId(first))} input`
        : `#${CSS.escape(fieldId(first))}`,
    );
    target?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = supportRequestErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    // A kept draft may name a document deleted since: only the listed ones are sent.
    const listed = documents.data && new Set(documents.data.map((d) => d.document_id));
    const attached = form.document_ids.filter((documentId) => !listed || listed.has(documentId));
    const body = {
      topic: form.topic as SupportTopic,
      subject: form.subject.trim(),
      message: form.message.trim(),
      ...(attached.length > 0 ? { document_ids: attached } : {}),
    };
    send.mutate(
      { body, idempotencyKey: sendKey.keyFor(body) },
      {
        onSuccess: (thread) => {
          sendKey.forget();
          setForm(EMPTY);
          setSubmitted(false);
          setErrors({});
          setSent(thread.subject);
          onSent(thread);
        },
        onError: (error) => {
          if (serverAnswered(error)) sendKey.forget();
          const attachment = refusedAttachment(error);
          if (attachment) {
            const refused = { document_ids: attachment };
            setErrors(refused);
            focusFirstError(refused);
          }
        },
      },
    );
  };

  const failure = send.isError && !refusedAttachment(send.error) ? send.error : null;
  const topicHelp = helpIdsOf(fieldId('topic'), null, errors.topic);

  return (
    <form ref={formRef} className="ch-support__form" onSubmit={submit} noValidate>
      <div className="ch-field" data-invalid={errors.topic ? '' : undefined}>
        <label className="ch-field__label" htmlFor={fieldId('topic')}>
          {LABELS.topic}
          <RequiredMarker isRequired />
        </label>
        <select
          id={fieldId('topic')}
          className="ch-field__select"
          value={form.topic}
          aria-required
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={topicHelp.describedBy}
          onChange={(event) => edit({ ...form, topic: event.target.value })}
        >
          <option value="">Select…</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
        <NativeFieldHelp ids={topicHelp} error={errors.topic} />
      </div>
      <TextField
        id={fieldId('subject')}
        label={LABELS.subject}
        value={form.subject}
        onChange={(subject) => edit({ ...form, subject })}
        error={errors.subject}
        description="A few words, e.g. “My EIN letter shows the wrong address”."
        isRequired
      />
      <TextField
        id={fieldId('message')}
        label={LABELS.message}
        value={form.message}
        onChange={(message) => edit({ ...form, message })}
        error={errors.message}
        rows={7}
        characterLimit={SUPPORT_LIMITS.messageMaxLength}
        description="What happened, what you expected, and any order or filing it is about."
        isRequired
      />
      <AttachmentPicker
        id={fieldId('document_ids')}
        chosen={form.document_ids}
        error={errors.document_ids}
        onChange={(documentIds) => edit({ ...form, document_ids: documentIds })}
      />
      {failure ? (
        <Notice tone="error" role="alert">
          {sendFailure('your request', failure)}
        </Notice>
      ) : null}
      {sent ? (
        <Notice tone="info" role="status">
          Your request “{sent}” was sent to our support team. We will answer by email, and the
          answer will show with your request below.
        </Notice>
      ) : null}
      <div>
        <Button type="submit" isPending={send.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}

/** The owner's documents as checkboxes: up to SUPPORT_LIMITS.maxAttachments of them. */
function AttachmentPicker({
  id,
  chosen,
  error,
  onChange,
}: {
  id: string;
  chosen: readonly number[];
  error: string | undefined;
  onChange: (documentIds: number[]) => void;
}) {
  const documents = useDocumentList();
  const help = helpIdsOf(id, true, error);
  const full = chosen.length >= SUPPORT_LIMITS.maxAttachments;

  const body = (() => {
    if (documents.isError) {
      return <LoadError message="We could not load your documents." query={documents} />;
    }
    if (!documents.data) {
      return (
        <p className="ch-muted" role="status">
          Loading your documents…
        </p>
      );
    }
    if (documents.data.length === 0) {
      return (
        <p className="ch-muted">
          You have no documents yet. Once Charter files or receives one, you can attach it here.
        </p>
      );
    }
    return (
      <ul className="ch-support__documents">
        {documents.data.map((document) => {
          const checked = chosen.includes(document.document_id);
          return (
            <li key={document.document_id}>
              <label className="ch-support__document">
                <input
                  type="checkbox"
                  checked={checked}
                  // Beyond the limit the others wait: unticking one frees a place.
                  disabled={!checked && full}
                  onChange={() =>
                    onChange(
                      checked
                        ? chosen.filter((documentId) => documentId !== document.document_id)
                        : [...chosen, document.document_id],
                    )
                  }
                />
                <span>
                  {document.title}
                  <span className="ch-muted"> ({document.file_name})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  })();

  return (
    <fieldset id={id} className="ch-support__attachments" aria-describedby={help.describedBy}>
      <legend className="ch-field__label">{LABELS.document_ids} (optional)</legend>
      <NativeFieldHelp
        ids={help}
        description={`Attach up to ${SUPPORT_LIMITS.maxAttachments} of your documents: support sees them with your request.`}
        error={error}
      />
      {body}
    </fieldset>
  );
}
