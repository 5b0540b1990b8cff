import { useId, useState, type FormEvent } from 'react';
import {
  SUPPORT_FIELD_LABELS as LABELS,
  SUPPORT_LIMITS,
  guestRequestErrors,
  type GuestRequestErrors,
  type GuestRequestForm as Form,
} from '../../../domain/support/support-requests';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { useSendGuestRequest } from '../api/support-requests';
import { sendFailure } from './kept-send';
import './support-requests.css';

const EMPTY: Form = { email: '', question: '' };

/**
 * /chat's way to a person (decision 0079): an email address and the question, sent to the
 * support team without signing in; they answer at that address.
 */
export function GuestRequestForm() {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<GuestRequestErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [received, setReceived] = useState<string | null>(null);
  const send = useSendGuestRequest();

  const edit = (next: Form) => {
    setForm(next);
    setReceived(null);
    if (submitted) setErrors(guestRequestErrors(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = guestRequestErrors(form);
    setErrors(found);
    const first = (['email', 'question'] as const).find((field) => found[field]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    send.mutate(
      { email: form.email.trim(), question: form.question.trim() },
      {
        onSuccess: (answer) => {
          setForm(EMPTY);
          setSubmitted(false);
          setReceived(answer.message);
        },
      },
    );
  };

  return (
    <form className="ch-support__form" onSubmit={submit} noValidate>
      <TextField
        id={`${id}-email`}
        label={LABELS.email}
        autoComplete="email"
        value={form.email}
        onChange={(email) => edit({ ...form, email })}
        error={errors.email}
        description="We answer here. We use it for nothing else."
        isRequired
      />
      <TextField
        id={`${id}-question`}
        label={LABELS.question}
        value={form.question}
        onChange={(question) => edit({ ...form, question })}
        error={errors.question}
        rows={4}
        characterLimit={SUPPORT_LIMITS.questionMaxLength}
        isRequired
      />
      {send.isError ? (
        <Notice tone="error" role="alert">
          {sendFailure('your question', send.error)}
        </Notice>
      ) : null}
      {received ? (
        <Notice tone="info" role="status">
          {received}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" isPending={send.isPending}>
          Send question
        </Button>
      </div>
    </form>
  );
}
