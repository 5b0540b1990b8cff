import type { FieldOption } from '../../domain/questionnaire/page-definition';
import { TagBadge } from '../../ui/tag-badge';
import { helpIdsOf, NativeFieldHelp, RequiredMarker } from '../../ui/native-field-parts';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import { answerOfChoice, choiceKey } from './field-value';
import './choice-fields.css';

/** How each rendered type lays its options out. */
function variantOf(renderedType: string): 'list' | 'cards' | 'segmented' {
  if (renderedType === 'toggle_icon') return 'segmented';
  if (['custom_radio_1', 'custom_radio_2', 'service_filing'].includes(renderedType)) return 'cards';
  return 'list';
}

function isUnavailable(option: FieldOption): boolean {
  return Boolean(option.comingSoon) || option.unavailableReason !== undefined;
}

/** What a card shows: its name (with a tag and a price), description, contents, and why not. */
function OptionText({ option }: { option: FieldOption }) {
  return (
    <span className="ch-choice__text">
      <span className="ch-choice__label">
        <span>{option.label}</span>
        {option.comingSoon && <TagBadge>COMING SOON</TagBadge>}
        {option.price && <span className="ch-choice__price">{option.price}</span>}
      </span>
      {option.description && <span className="ch-choice__description">{option.description}</span>}
      {option.details && option.details.length > 0 && (
        <span className="ch-choice__details">
          {option.details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </span>
      )}
      {option.unavailableReason && (
        <span className="ch-choice__unavailable">{option.unavailableReason}</span>
      )}
    </span>
  );
}

/**
 * One of a few options, all visible: plain radios, cards with descriptions (custom_radio_1/2,
 * service_filing) or a segmented toggle (toggle_icon). The platform's own radios under their
 * cards: one tab stop, arrow keys between options, announced as a group by every screen reader,
 * and no widget code to download with the page (decision 0046). The first option that can be
 * chosen carries the input id, so the engine can focus the group on an error.
 */
export function RadioFieldRenderer({
  field,
  value,
  error,
  isRequired,
  inputId,
  onChange,
}: FieldRendererProps) {
  const variant = variantOf(field.rendered_type);
  const options = field.options ?? [];
  const chosen = choiceKey(value);
  const labelId = `${inputId}-label`;
  const help = helpIdsOf(inputId, field.description, error);
  const focusTarget = options.find((option) => !isUnavailable(option)) ?? options[0];
  const readOnly = Boolean(field.readonly_field);
  return (
    <div
      role="radiogroup"
      className={`ch-field ch-choice ch-choice--${variant}`}
      aria-labelledby={labelId}
      aria-describedby={help.describedBy}
      aria-required={isRequired || undefined}
      aria-invalid={error ? true : undefined}
      aria-readonly={readOnly || undefined}
      aria-orientation={variant === 'segmented' ? 'horizontal' : 'vertical'}
      data-invalid={error ? '' : undefined}
    >
      <span id={labelId} className="ch-field__label">
        {fieldLabel(field)}
        <RequiredMarker isRequired={isRequired} />
      </span>
      <div className="ch-choice__options">
        {options.map((option) => (
          <label key={option.value} className="ch-choice__option">
            <input
              type="radio"
              className="ch-choice__input"
              name={inputId}
              value={option.value}
              id={option === focusTarget ? inputId : undefined}
              checked={chosen === option.value}
              disabled={field.disabled || isUnavailable(option)}
              // A read-only group keeps its focus and its answer: React puts the checked
              // option back when the change is not applied.
              onChange={() => {
                if (!readOnly) onChange(answerOfChoice(field, option.value));
              }}
            />
            <span className="ch-choice__mark" aria-hidden="true" />
            <OptionText option={option} />
          </label>
        ))}
      </div>
      <NativeFieldHelp ids={help} description={field.description} error={error} />
    </div>
  );
}
