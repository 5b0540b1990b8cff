import { Link } from 'wouter';
import { useOwnerProfile } from '../../../api/owner-profile';
import { SECURITY_SETTINGS_PATH } from '../../../domain/account/settings-paths';
import { BUSINESS_PROFILE_PATH, SUBMIT_REQUEST_PATH } from '../../../domain/services/service-paths';
import { formatUsPhone } from '../../../domain/questionnaire/formatting';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { TextField } from '../../../ui/text-field';

/** The fields of spec dashboard §3 "Profile", in its order, with their labels. */
const PROFILE_FIELDS = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'phone_number', label: 'Phone number' },
  { name: 'email', label: 'Email' },
] as const;

/** Spec dashboard §2: the profile's fields are all required and shown disabled. */
export const PROFILE_CHANGE_NOTE =
  'These details identify you as the owner of this account and appear on your orders and state filings, so they cannot be edited here.';

/**
 * 'Profile details': the account holder's name, phone and email, each required and shown
 * disabled (spec dashboard §2, §3), with how to have one changed.
 */
export function ProfileDetails() {
  const { owner, isLoading } = useOwnerProfile();
  if (isLoading || !owner) {
    return (
      <div className="ch-settings__skeleton">
        <TextSkeleton label="Loading your profile…" width="24ch" />
      </div>
    );
  }
  const values: Record<(typeof PROFILE_FIELDS)[number]['name'], string> = {
    first_name: owner.first_name,
    last_name: owner.last_name,
    // Shown in the spec's mask, '+1 (000) 000-0000'; empty when the account has none.
    phone_number: owner.phone ? formatUsPhone(owner.phone) : '',
    email: owner.email,
  };
  return (
    <div className="ch-settings__panel">
      <p className="ch-muted">{PROFILE_CHANGE_NOTE}</p>
      <div className="ch-settings__fields">
        {PROFILE_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            value={values[field.name]}
            onChange={() => undefined}
            isRequired
            isDisabled
            placeholder={field.name === 'phone_number' ? 'No phone number on file' : undefined}
          />
        ))}
      </div>
      <h3 className="ch-settings__subheading">How to change them</h3>
      <ul className="ch-settings__list">
        <li>
          Your name or email: <Link href={SUBMIT_REQUEST_PATH}>send us a request</Link>. We confirm
          it is you before we change who an account belongs to.
        </li>
        <li>
          Your phone number: on your <Link href={BUSINESS_PROFILE_PATH}>business profile</Link>,
          with your business&rsquo;s mailing address and its members&rsquo; contact details. We use
          it only to reach you about your orders.
        </li>
        <li>
          Your password: <Link href={SECURITY_SETTINGS_PATH}>Security &amp; privacy</Link>.
        </li>
      </ul>
    </div>
  );
}
