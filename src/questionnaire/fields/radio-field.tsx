import { Radio, RadioGroup } from 'react-aria-components';
import { TagBadge } from '../../ui/tag-badge';
import type { FieldRendererProps } from '../field-renderer';
import { FieldHelp, FieldLabel } from '../../ui/field-parts';
import { fieldLabel } from './field-label';
import { answerOfChoice, choiceKey } from './field-value';
import './choice-fields.css';

/** How each rendered type lays its options out. */
function variantOf(renderedType: string): 'list' | 'cards' | 'segmented' {
  if (renderedType === 'toggle_icon') return 'segmented';
  if (['custom_radio_1', 'custom_radio_2', 'service_filing'].includes(renderedType)) return 'cards';
  return 'list';
}

/**
 * One of a few options, all visible: plain radios, cards with descriptions (custom_radio_1/2,
 * service_filing) or a segmented toggle (toggle_icon). Arrow keys move between options.
 * The first option carries the input id so the engine can focus the group on an error.
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
  return (
    <RadioGroup
      className={`ch-field ch-choice ch-choice--${variant}`}
      value={choiceKey(value)}
      onChange={(key) => onChange(answerOfChoice(field, key))}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={field.disabled}
      isReadOnly={field.readonly_field}
      validationBehavior="aria"
      orientation={variant === 'segmented' ? 'horizontal' : 'vertical'}
    >
      <FieldLabel isRequired={isRequired} elementType="span">
        {fieldLabel(field)}
      </FieldLabel>
      <div className="ch-choice__options">
        {(field.options ?? []).map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            id={index === 0 ? inputId : undefined}
            className="ch-choice__option"
            isDisabled={option.comingSoon || option.unavailableReason !== undefined}
          >
            <span className="ch-choice__mark" aria-hidden="true" />
            <span className="ch-choice__text">
              <span className="ch-choice__label">
                <span>{option.label}</span>
                {option.comingSoon && <TagBadge>COMING SOON</TagBadge>}
                {option.price && <span className="ch-choice__price">{option.price}</span>}
              </span>
              {option.description && (
                <span className="ch-choice__description">{option.description}</span>
              )}
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
          </Radio>
        ))}
      </div>
      <FieldHelp description={field.description} error={error} />
    </RadioGroup>
  );
}
