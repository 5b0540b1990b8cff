import { useState } from 'react';
import { getOwnerEin } from '../api/business-ein';
import { useSignedInIndividualId } from '../api/session';
import { PlainButton } from './plain-button';
import './ein-number.css';

/** Why the full EIN cannot be shown offline: it is kept on the server only (decision 0087). */
export const EIN_REVEAL_OFFLINE =
  'Showing your full EIN needs a connection: Charter keeps it only on its server.';
export const EIN_REVEAL_FAILED = 'We could not show your full EIN. Please try again.';

type Reveal =
  | { state: 'masked' }
  | { state: 'asking' }
  | { state: 'shown'; ein: string }
  | { state: 'refused'; message: string };

/**
 * The EIN of the owner's business, masked (its last four digits) with a button that asks the
 * server for the full number and one that hides it again. The full number lives in this
 * component's state only: no cache, no stored copy, gone when the page is left.
 */
export function EinNumber({ masked }: { masked: string }) {
  const individualId = useSignedInIndividualId();
  const [reveal, setReveal] = useState<Reveal>({ state: 'masked' });
  const lastFour = masked.slice(-4);

  const show = async () => {
    if (!navigator.onLine) {
      setReveal({ state: 'refused', message: EIN_REVEAL_OFFLINE });
      return;
    }
    setReveal({ state: 'asking' });
    try {
      const ein = await getOwnerEin(individualId);
      setReveal(
        ein === null ? { state: 'refused', message: EIN_REVEAL_FAILED } : { state: 'shown', ein },
      );
    } catch {
      setReveal({
        state: 'refused',
        message: navigator.onLine ? EIN_REVEAL_FAILED : EIN_REVEAL_OFFLINE,
      });
    }
  };

  const shown = reveal.state === 'shown';
  return (
    <span className="ch-ein">
      {shown ? (
        <span className="ch-ein__number">{reveal.ein}</span>
      ) : (
        <span className="ch-ein__number">
          <span aria-hidden="true">{masked}</span>
          <span className="ch-visually-hidden">ending in {lastFour}</span>
        </span>
      )}
      <PlainButton
        variant="ghost"
        className="ch-ein__toggle"
        disabled={reveal.state === 'asking'}
        aria-label={shown ? 'Hide the full EIN' : 'Show the full EIN'}
        onClick={() => (shown ? setReveal({ state: 'masked' }) : void show())}
      >
        {shown ? 'Hide' : reveal.state === 'asking' ? 'Showing…' : 'Show'}
      </PlainButton>
      {reveal.state === 'refused' && (
        <span className="ch-ein__message" role="alert">
          {reveal.message}
        </span>
      )}
    </span>
  );
}
