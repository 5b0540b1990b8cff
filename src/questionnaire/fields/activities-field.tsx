import {
  INDUSTRY_ACTIVITY_FAILURE,
  INDUSTRY_CODES_FAILURE,
  lookupFailure,
  useIndustryActivities,
} from '../../api/industry-data';
import { PlainButton } from '../../ui/plain-button';
import { helpIdsOf, NativeFieldHelp, RequiredMarker } from '../../ui/native-field-parts';
import { Spinner } from '../../ui/spinner';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import './choice-fields.css';

/** The page's answer naming the industry whose activities are asked (a hidden field). */
const INDUSTRY_ANSWER = 'industry';

/** The ids ticked, from an answer that may be anything a draft held. */
function tickedIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** A checkbox's words, laid out as a radio option's. */
function ChoiceText({ label }: { label: string }) {
  return (
    <span className="ch-choice__text">
      <span className="ch-choice__label">{label}</span>
    </span>
  );
}

/**
 * The licence flow's activities (rendered_type avalara_activities_selection, spec foundation §2,
 * §3 "Industry data"): checkboxes of the activities that change which licences apply to the
 * chosen industry (GET /v1/business_licenses/industry_activity), as the platform's own
 * checkboxes in a fieldset. The answer is the list of IndustryActivityIds ticked.
 */
export function ActivitiesFieldRenderer({
  field,
  value,
  error,
  isRequired,
  inputId,
  answers,
  onChange,
}: FieldRendererProps) {
  const { industry, keywords, activities } = useIndustryActivities(answers[INDUSTRY_ANSWER]);
  const ticked = tickedIds(value);
  const help = helpIdsOf(inputId, field.description, error);
  const locked = Boolean(field.disabled || field.readonly_field);

  const toggle = (id: string, on: boolean) => {
    if (locked) return;
    onChange(on ? [...ticked.filter((other) => other !== id), id] : ticked.filter((o) => o !== id));
  };

  let body;
  if (!industry) {
    body = <p className="ch-field__description">Choose your business category first.</p>;
  } else if (keywords.isError || activities.isError) {
    const failed = keywords.isError ? keywords : activities;
    body = (
      <div className="ch-activities__failure">
        <span className="ch-field__error" role="alert">
          {lookupFailure(
            keywords.isError ? INDUSTRY_CODES_FAILURE : INDUSTRY_ACTIVITY_FAILURE,
            failed.error,
          )}
        </span>
        <PlainButton variant="secondary" onClick={() => void failed.refetch()}>
          Try again
        </PlainButton>
      </div>
    );
  } else if (!activities.data) {
    body =
      activities.fetchStatus === 'paused' || keywords.fetchStatus === 'paused' ? (
        <p className="ch-field__description">Waiting for a connection to load the activities…</p>
      ) : (
        <Spinner label="Loading the activities…" showLabel />
      );
  } else if (activities.data.length === 0) {
    body = (
      <p className="ch-field__description">
        {`No activity changes which licenses apply to ${industry.keywordName}: continue to the review.`}
      </p>
    );
  } else {
    body = (
      <div className="ch-choice__options">
        {activities.data.map((activity, at) => (
          <label key={activity.IndustryActivityId} className="ch-choice__option">
            <input
              type="checkbox"
              className="ch-choice__input"
              id={at === 0 ? inputId : undefined}
              checked={ticked.includes(activity.IndustryActivityId)}
              disabled={field.disabled}
              onChange={(event) => toggle(activity.IndustryActivityId, event.target.checked)}
            />
            <span className="ch-choice__mark ch-choice__mark--box" aria-hidden="true" />
            <ChoiceText label={activity.DisplayName} />
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset
      className="ch-field ch-choice ch-choice--list ch-activities"
      aria-describedby={help.describedBy}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className="ch-field__label">
        {fieldLabel(field)}
        <RequiredMarker isRequired={isRequired} />
      </legend>
      {industry && <p className="ch-activities__industry">{`For: ${industry.keywordName}`}</p>}
      {body}
      <NativeFieldHelp ids={help} description={field.description} error={error} />
    </fieldset>
  );
}
