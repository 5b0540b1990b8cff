import { validateField } from '../../domain/questionnaire/field-validation';
import type { Answers } from '../../domain/questionnaire/page-definition';
import { findUsState } from '../../domain/us-states';
import type { FieldRendererProps } from '../field-renderer';
import { messages } from '../../domain/questionnaire/messages';
import { WarningIcon } from '../../ui/warning-icon';
import { QuestionTextField } from './question-text-field';
import { textOf } from './field-value';
import {
  useBusinessNameAvailability,
  type NameAvailability,
} from './use-business-name-availability';
import '../../ui/field.css';
import './business-name-field.css';

/**
 * The state the business is formed in, as the check needs it (two letters). Answers hold the
 * full name: business_state on formation and registration pages, state elsewhere.
 */
function stateAbbreviationOf(answers: Answers): string | null {
  const state = [answers.business_state, answers.state].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return state ? (findUsState(state)?.abbreviation ?? null) : null;
}

/** The business the name is for, where the page names one (the amendment's page1). */
function businessIdOf(answers: Answers): number | undefined {
  const id = answers.business_id;
  return typeof id === 'string' && /^[0-9]+$/.test(id) ? Number(id) : undefined;
}

/**
 * The business name (rendered_type business_name): a text answer with an availability flag
 * (spec §4): a green tick when the name is free in the business's state, a warning when it is
 * taken. The flag only informs; the answer and its validation are the plain text field's.
 */
export function BusinessNameFieldRenderer(props: FieldRendererProps) {
  const { field, value, inputId, answers, onBlur } = props;
  const name = textOf(value);
  const { availability, checkNow } = useBusinessNameAvailability({
    name,
    stateAbbreviation: stateAbbreviationOf(answers),
    isCheckable: validateField(field, name, true) === null,
    businessId: businessIdOf(answers),
  });
  const availabilityId = `${inputId}-availability`;
  return (
    <QuestionTextField
      {...props}
      onBlur={() => {
        onBlur?.();
        checkNow();
      }}
      control={{
        describedBy: availabilityId,
        extra: <AvailabilityFlag id={availabilityId} availability={availability} />,
      }}
    />
  );
}

/**
 * Always in the page, so screen readers announce each change of its text; icon and words
 * together, never colour alone.
 */
function AvailabilityFlag({ id, availability }: { id: string; availability: NameAvailability }) {
  return (
    <div
      id={id}
      className={`ch-name-check ch-name-check--${availability}`}
      role="status"
      aria-live="polite"
    >
      <AvailabilityContent availability={availability} />
    </div>
  );
}

function AvailabilityContent({ availability }: { availability: NameAvailability }) {
  switch (availability) {
    case 'idle':
      return null;
    case 'needs-state':
      return <span>Choose the business state to check availability</span>;
    case 'checking':
      return (
        <>
          <span className="ch-name-check__spinner" aria-hidden="true" />
          <span>Checking availability…</span>
        </>
      );
    case 'available':
      return (
        <>
          <TickIcon />
          <span>Name available</span>
        </>
      );
    case 'taken':
      return (
        <>
          <WarningIcon className="ch-name-check__icon" />
          <span>{messages.nameUnavailable}</span>
        </>
      );
    case 'failed':
      return <span>We could not check availability right now.</span>;
  }
}

function TickIcon() {
  return (
    <svg className="ch-name-check__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
