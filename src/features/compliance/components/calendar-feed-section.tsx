import { useId, useState } from 'react';
import { longDate } from '../../../domain/long-date';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { ModalDialog } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useToast } from '../../../ui/toast';
import { useCalendarFeed } from '../api/calendar-feed';

export const FEED_LOAD_ERROR = 'We could not load your calendar link.';
export const LINK_COPIED = 'Link copied. Paste it in your calendar application.';
export const COPY_FAILED = 'Copying was not allowed here: select the link and copy it.';

/** Calendar applications open a webcal: address as a subscription. */
const subscribeUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

function HowToAdd() {
  return (
    <>
      <h3 className="ch-feed__subtitle">How to add it</h3>
      <ul className="ch-feed__steps">
        <li>
          <strong>Google Calendar</strong> (on a computer): beside Other calendars, choose +, then
          From URL; paste the link and choose Add calendar.
        </li>
        <li>
          <strong>Apple Calendar</strong>: on a Mac, File, then New Calendar Subscription; on an
          iPhone, Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Paste
          the link.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, then Subscribe from web; paste the link.
        </li>
      </ul>
    </>
  );
}

/** The address just made: shown this once, with Copy and the way into a calendar application. */
function NewLink({ url }: { url: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(COPY_FAILED);
    }
  };
  return (
    <div className="ch-feed__link">
      <TextField
        label="Your private calendar link"
        value={url}
        onChange={() => {}}
        isReadOnly
        description="Shown this once: Charter keeps only a fingerprint of it. Copy it now."
      />
      <div className="ch-feed__actions">
        <Button onPress={() => void copy()}>Copy link</Button>
        <a className="ch-feed__subscribe" href={subscribeUrl(url)}>
          Open in your calendar application
        </a>
      </div>
      <p role="status" className="ch-feed__copied">
        {copied ? LINK_COPIED : ''}
      </p>
      <HowToAdd />
    </div>
  );
}

/**
 * "Add to your calendar" (decision 0052): a private, revocable feed address the owner's own
 * calendar application subscribes to. Made on request and shown once (only its hash is kept);
 * a new one replaces it, Revoke ends it.
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const toast = useToast();
  const { status, make, revoke, madeUrl } = useCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const active = status.data?.active === true;

  const makeLink = () => make.mutate(undefined, { onError: toast.error });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Calendar link revoked');
      },
      onError: toast.error,
    });

  let body;
  if (status.isPending) {
    body = (
      <p>
        <TextSkeleton label="Loading your calendar link…" width="24ch" />
      </p>
    );
  } else if (status.isError) {
    body = <LoadError message={FEED_LOAD_ERROR} query={status} />;
  } else if (madeUrl) {
    body = <NewLink url={madeUrl} />;
  } else if (active) {
    body = (
      <p>
        Your private calendar link was made on {longDate(status.data.created_at!)}. Charter keeps
        only a fingerprint of it, so it cannot show it again: to add your deadlines to another
        calendar, make a new link (the current one then stops working).
      </p>
    );
  } else {
    body = (
      <p>
        Anyone who has the link can see your deadlines, so keep it to yourself. You can revoke it at
        any time.
      </p>
    );
  }

  return (
    <section className="ch-compliance__section ch-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="ch-compliance__section-title">
        Add to your calendar
      </h2>
      <p>
        Subscribe Google Calendar, Apple Calendar or Outlook to a private link: each deadline of the
        next two years appears on its day, with a reminder the day before, and follows any change.
      </p>
      {body}
      {status.isSuccess && (
        <div className="ch-feed__actions">
          {active ? (
            <>
              <Button variant="secondary" isPending={make.isPending} onPress={makeLink}>
                New link
              </Button>
              <Button variant="secondary" onPress={() => setConfirming(true)}>
                Revoke link
              </Button>
            </>
          ) : (
            <Button isPending={make.isPending} onPress={makeLink}>
              Create calendar link
            </Button>
          )}
        </div>
      )}
      <ModalDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Revoke your calendar link?"
        role="alertdialog"
        isKeyboardDismissDisabled={false}
        width={480}
        actions={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button isPending={revoke.isPending} onPress={revokeLink}>
              Revoke link
            </Button>
          </>
        }
      >
        <p>
          Calendars subscribed to it stop receiving your deadlines. The events they already show may
          stay until the application next refreshes.
        </p>
      </ModalDialog>
    </section>
  );
}
