import {
  cardBrand,
  type CardFormFields,
  maskCardholderName,
  maskCardNumber,
  maskCvc,
  maskExpiryDate,
  validateCardForm,
} from '../../../domain/payments/card-form';
import type { TextMask } from '../../../ui/text-mask';
import { TextField } from '../../../ui/text-field';
import { CardBrandIcon } from './card-brand-icon';
import {
  bindTextField,
  type CheckedForm,
  useCheckedForm,
  useFirstErrorFocus,
} from './use-checked-form';
import './checkout-fields.css';

export type CardFormState = CheckedForm<CardFormFields> & { checksName: boolean };

const EMPTY_CARD: CardFormFields = { cardNumber: '', expiryDate: '', cvc: '', name: '' };

const validateWithName = (card: CardFormFields) => validateCardForm(card, { checkName: true });

/**
 * The card form's state, for `CardForm` and for the caller that saves the card. The name is
 * checked unless `checkName` is false (spec dashboard §5: "checked only when requested").
 */
export function useCardForm({ checkName = true }: { checkName?: boolean } = {}): CardFormState {
  const form = useCheckedForm(EMPTY_CARD, checkName ? validateWithName : validateCardForm);
  return { ...form, checksName: checkName };
}

const DIGIT = /\d/;

/** The domain's masks (dashboard §5), applied as the user types. */
const MASKS: Record<keyof CardFormFields, TextMask> = {
  cardNumber: { apply: maskCardNumber, keeps: DIGIT },
  expiryDate: { apply: maskExpiryDate, keeps: DIGIT },
  cvc: { apply: maskCvc, keeps: DIGIT },
  // The typographic apostrophe counts: the mask turns it into a plain one; a pasted line
  // break or tab becomes a space.
  name: { apply: maskCardholderName, keeps: /[\p{L}\s'’-]/u },
};

interface CardField {
  name: keyof CardFormFields;
  label: string;
  autoComplete: string;
  placeholder?: string;
  /** Expiry and CVC are short: they share a line even on phones. */
  isHalf?: boolean;
}

const FIELDS: readonly CardField[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  {
    name: 'expiryDate',
    label: 'Expiration date',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    isHalf: true,
  },
  { name: 'cvc', label: 'CVC', autoComplete: 'cc-csc', isHalf: true },
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name' },
];

export interface CardFormProps {
  form: CardFormState;
  isDisabled?: boolean;
}

/**
 * Card number, expiry, CVC and name, masked as typed and checked on blur and on submit
 * (`form.checkAll()`) with the spec's messages. The number shows its brand's icon once its
 * first digits name one.
 */
export function CardForm({ form, isDisabled }: CardFormProps) {
  const root = useFirstErrorFocus<HTMLFieldSetElement>(form.focusRequests);
  const brand = cardBrand(form.values.cardNumber);
  return (
    <fieldset ref={root} className="ch-checkout-fieldset">
      <legend className="ch-checkout-fieldset__legend">Card details</legend>
      <div className="ch-checkout-grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            className={field.isHalf ? 'ch-checkout-half' : undefined}
            label={field.label}
            {...bindTextField(form, field.name)}
            isRequired={field.name !== 'name' || form.checksName}
            isDisabled={isDisabled}
            autoComplete={field.autoComplete}
            inputMode={field.name === 'name' ? 'text' : 'numeric'}
            placeholder={field.placeholder}
            mask={MASKS[field.name]}
            adornment={
              field.name === 'cardNumber' ? brand && <CardBrandIcon brand={brand} /> : undefined
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
