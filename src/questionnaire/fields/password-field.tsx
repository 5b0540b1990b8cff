import {
  passwordChecklist,
  showPasswordChecklist,
} from '../../domain/questionnaire/password-rules';
import type { FieldRendererProps } from '../field-renderer';
import { textOf } from './field-value';
import { QuestionTextField } from './question-text-field';
import './password-field.css';

/**
 * The live checklist under a new password while a rule is unmet or the field is in error (the
 * registration's page5, the security settings).
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="ch-password-checklist" aria-label="Password requirements">
      {passwordChecklist(password).map((rule) => (
        <li key={rule.id} data-met={rule.met}>
          <span className="ch-password-checklist__mark" aria-hidden="true">
            {rule.met ? '✓' : '•'}
          </span>
          {rule.message}
          <span className="ch-visually-hidden">{rule.met ? ' (done)' : ' (not yet)'}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * password and confirm_password: hidden characters, the password's checklist (spec §5), and
 * no pasting into the confirmation.
 */
export function PasswordFieldRenderer(props: FieldRendererProps) {
  const { field, value, error, inputId } = props;
  const password = textOf(value);
  const checklistId = `${inputId}-checklist`;
  const withChecklist = field.name === 'password' && showPasswordChecklist(password, !!error);
  return (
    <QuestionTextField
      {...props}
      control={{
        type: 'password',
        autoComplete: 'new-password',
        describedBy: withChecklist ? checklistId : undefined,
        extra: withChecklist ? <PasswordChecklist id={checklistId} password={password} /> : null,
      }}
    />
  );
}
