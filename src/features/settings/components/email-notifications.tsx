import {
  LOCKED_EMAIL_CATEGORIES,
  OPTIONAL_EMAIL_CATEGORIES,
  OPTIONAL_EMAIL_TEXT,
  type OptionalEmailCategory,
} from '../../../domain/account/email-categories';
import { LoadError } from '../../../ui/load-error';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { ToggleSwitch } from '../../../ui/toggle-switch';
import { useEmailPreferences } from '../api/email-preferences';

/**
 * 'Email notifications' (issue 29, decision 0074): the emails the owner cannot turn off and why,
 * and a switch for each optional kind, saved as it is flipped, saying what turning it off
 * means. Every optional email also carries a one-click unsubscribe.
 */
export function EmailNotifications() {
  const { status, set } = useEmailPreferences();
  if (status.isError) {
    return <LoadError message="We could not load your email settings." query={status} />;
  }
  const preferences = status.data;
  if (!preferences) {
    return (
      <div className="ch-settings__skeleton">
        <TextSkeleton label="Loading your email settings…" width="24ch" />
      </div>
    );
  }
  const shown = (category: OptionalEmailCategory) =>
    set.isPending && set.variables[category] !== undefined
      ? set.variables[category]!
      : preferences[category];
  return (
    <div className="ch-settings__panel">
      <p className="ch-muted">Choose which emails Charter sends you. Changes are saved at once.</p>
      <section className="ch-settings__group" aria-labelledby="emails-optional">
        <h3 id="emails-optional" className="ch-settings__subheading">
          Emails you choose
        </h3>
        <ul className="ch-settings__choices">
          {OPTIONAL_EMAIL_CATEGORIES.map((category) => {
            const text = OPTIONAL_EMAIL_TEXT[category];
            const on = shown(category);
            const noteId = `email-${category}-note`;
            return (
              <li key={category}>
                <ToggleSwitch
                  isSelected={on}
                  isDisabled={set.isPending}
                  onChange={(value) => set.mutate({ [category]: value })}
                  aria-describedby={noteId}
                >
                  {text.title}
                </ToggleSwitch>
                <p id={noteId} className="ch-muted">
                  {text.description}
                  {!on && text.missed ? (
                    <>
                      {' '}
                      <strong className="ch-settings__missed">{text.missed}</strong>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="ch-muted" role="status">
          {set.isError
            ? `Your choice was not saved. ${set.error.message}`
            : set.isSuccess
              ? 'Saved.'
              : ''}
        </p>
      </section>
      <section className="ch-settings__group" aria-labelledby="emails-locked">
        <h3 id="emails-locked" className="ch-settings__subheading">
          Emails we always send
        </h3>
        <ul className="ch-settings__choices">
          {LOCKED_EMAIL_CATEGORIES.map((category) => (
            <li key={category.title}>
              <ToggleSwitch isSelected isDisabled aria-describedby={`locked-${category.id}`}>
                {category.title}
              </ToggleSwitch>
              <p id={`locked-${category.id}`} className="ch-muted">
                {category.description} {category.why}
                {category.id === 'signature_requests' && preferences.signature_request_pending
                  ? ' A document of yours is waiting for signatures now.'
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
