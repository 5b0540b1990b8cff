import {
  type BillingAddress,
  validateBillingAddress,
} from '../../../domain/checkout/billing-address';
import { findUsState } from '../../../domain/us-states';
import { AddressSearchField } from '../../../address/address-search-field';
import type { AddressSearch } from '../../../address/address-search';
import { configuredAddressSearch } from '../../../address/address-suggestions';
import { TextField } from '../../../ui/text-field';
import {
  bindTextField,
  type CheckedForm,
  useCheckedForm,
  useFirstErrorFocus,
} from './use-checked-form';
import { UsStateSelect } from './us-state-select';
import './checkout-fields.css';
import './billing-address-form.css';

export type BillingAddressFormState = CheckedForm<BillingAddress>;

/**
 * The billing address's state, for `BillingAddressForm` and for the caller that saves the card;
 * `initial` prefills it (e.g. the business address). The state is kept as its two-letter
 * abbreviation, as the card provider takes it; a full name is converted.
 */
export function useBillingAddressForm(initial: Partial<BillingAddress> = {}) {
  return useCheckedForm<BillingAddress>(
    () => ({
      line1: initial.line1 ?? '',
      line2: initial.line2 ?? '',
      city: initial.city ?? '',
      state: findUsState(initial.state ?? '')?.abbreviation ?? '',
      postal_code: initial.postal_code ?? '',
      country: 'US',
    }),
    validateBillingAddress,
  );
}

export interface BillingAddressFormProps {
  form: BillingAddressFormState;
  /** The street field's suggestions; as configured (ZIP data or Google) by default. */
  addressSearch?: AddressSearch;
  isDisabled?: boolean;
  /** The legend is for screen readers only: a heading above already says 'Billing address'. */
  isLegendHidden?: boolean;
}

/**
 * The billing address of a new card (spec dashboard §3): street with the address search, the
 * optional floor/apt/suite line, city, state and ZIP code; the country is the US. Checked on
 * blur and on submit (`form.checkAll()`) with the domain's messages.
 */
export function BillingAddressForm({
  form,
  addressSearch = configuredAddressSearch(),
  isDisabled,
  isLegendHidden,
}: BillingAddressFormProps) {
  const root = useFirstErrorFocus<HTMLFieldSetElement>(form.focusRequests);
  return (
    <fieldset ref={root} className="ch-checkout-fieldset">
      <legend className={isLegendHidden ? 'ch-visually-hidden' : 'ch-checkout-fieldset__legend'}>
        Billing address
      </legend>
      <div className="ch-checkout-grid">
        <AddressSearchField
          className="ch-checkout-span-6"
          label="Street address"
          {...bindTextField(form, 'line1')}
          isRequired
          isDisabled={isDisabled}
          state={form.values.state || null}
          search={addressSearch}
          onChoose={form.setFields}
        />
        <TextField
          className="ch-checkout-span-6"
          label="Floor/Apt/Suite number"
          {...bindTextField(form, 'line2')}
          isDisabled={isDisabled}
          autoComplete="address-line2"
        />
        <TextField
          label="City"
          {...bindTextField(form, 'city')}
          isRequired
          isDisabled={isDisabled}
          autoComplete="address-level2"
        />
        <UsStateSelect
          className="ch-checkout-span-7"
          {...bindTextField(form, 'state')}
          isDisabled={isDisabled}
        />
        <TextField
          className="ch-checkout-span-5"
          label="Zip code"
          {...bindTextField(form, 'postal_code')}
          isRequired
          isDisabled={isDisabled}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <p className="ch-billing-address__country">
          Country: <strong>United States</strong>
        </p>
      </div>
    </fieldset>
  );
}
