import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import {
  PASSWORD_CHANGE_LABELS,
  passwordChangeErrors,
  type PasswordChangeErrors,
  type PasswordChangeForm as Form,
} from '../../../domain/account/password-change';
import { showPasswordChecklist } from '../../../domain/questionnaire/password-rules';
import { PasswordChecklist } from '../../../questionnaire/fields/password-field';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import type { useAccountSecurity } from '../api/account-security';

const EMPTY: Form = { current_password: '', password: '', confirm_password: '' };
const FIELDS = ['current_password', 'password', 'confirm_password'] as const;

/** The field a refusal of the server names (a wrong current password, a common new one). */
function refusedField(error: unknown): keyof Form | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = (error.body as { field?: unknown } | null)?.field;
  return field === 'current_password' || field === 'password' ? field : null;
}

/**
 * The security form of spec dashboard §2: current, new and confirmed password and 'Save
 * changes'. The browser checks what the server checks (password-change.ts); the server alone
 * knows the current password and the leaked ones, and its refusal shows on its field.
 */
export function PasswordChangeForm({
  change,
}: {
  change: ReturnType<typeof useAccountSecurity>['changePassword'];
}) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();

  const edit = (field: keyof Form) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // After a first attempt the messages follow the typing; before it they wait for Save.
    if (submitted) setErrors(passwordChangeErrors(next));
  };

  const focusFirstError = (found: PasswordChangeErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#security-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = passwordChangeErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    change.mutate(
      { current_password: form.current_password, password: form.password },
      {
        onSuccess: (answer) => {
          setForm(EMPTY);
          setSubmitted(false);
          setErrors({});
          toast.success(answer.message ?? 'Your password has been changed.');
        },
        onError: (error) => {
          const field = refusedField(error);
          if (!field) return;
          const refused = { [field]: error.message };
          setErrors(refused);
          focusFirstError(refused);
        },
      },
    );
  };

  const checklistId = 'new-password-checklist';
  const withChecklist = showPasswordChecklist(form.password, Boolean(errors.password));
  const otherFailure = change.isError && !refusedField(change.error) ? change.error : null;

  return (
    <form ref={formRef} className="ch-settings__form" onSubmit={submit} noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={`security-${field}`}
          label={PASSWORD_CHANGE_LABELS[field]}
          type="password"
          autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
          value={form[field]}
          onChange={edit(field)}
          error={errors[field]}
          isRequired
          refusesPaste={field === 'confirm_password'}
          describedBy={field === 'password' && withChecklist ? checklistId : undefined}
          extra={
            field === 'password' && withChecklist ? (
              <PasswordChecklist id={checklistId} password={form.password} />
            ) : null
          }
        />
      ))}
      {otherFailure ? (
        <Notice tone="error" role="alert">
          Your password was not changed. {otherFailure.message}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" isPending={change.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
