import { lazy, Suspense, useId } from 'react';
import type { Signature } from '../../../domain/signing/signature-request';
import { TextField } from '../../../ui/text-field';
import './signature-input.css';

/** Only a signer who chooses to draw loads the drawing area. */
const SignaturePad = lazy(() =>
  import('./signature-pad').then((m) => ({ default: m.SignaturePad })),
);

/** What the signer has given so far: both ways kept, so switching back loses nothing. */
export interface SignatureDraft {
  kind: Signature['kind'];
  /** The typed name (the signer's own name to begin with). */
  name: string;
  /** The drawing as a PNG data URL; '' while nothing is drawn. */
  image: string;
}

/** The signature a draft gives. */
export const signatureOf = (draft: SignatureDraft): Signature =>
  draft.kind === 'typed'
    ? { kind: 'typed', name: draft.name }
    : { kind: 'drawn', image: draft.image };

export interface SignatureInputProps {
  value: SignatureDraft;
  onChange: (value: SignatureDraft) => void;
  /** Why the signature cannot be taken yet. */
  error?: string;
}

/**
 * How a member signs (decision 0050): their name typed (the default, fully keyboard
 * accessible), shown as it will appear, or drawn in an area with a pointer (optional).
 */
export function SignatureInput({ value, onChange, error }: SignatureInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choice = (kind: SignatureDraft['kind'], label: string) => (
    <label className="ch-signature-input__choice">
      <input
        type="radio"
        name={`${id}-kind`}
        value={kind}
        checked={value.kind === kind}
        onChange={() => onChange({ ...value, kind })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="ch-signature-input">
      <legend className="ch-signature-input__legend">Your signature</legend>
      <div className="ch-signature-input__choices">
        {choice('typed', 'Type my name')}
        {choice('drawn', 'Draw my signature')}
      </div>
      {value.kind === 'typed' ? (
        <>
          <TextField
            label="Type your full name"
            value={value.name}
            onChange={(name) => onChange({ ...value, name })}
            autoComplete="name"
            isRequired
            error={error}
          />
          <p className="ch-signature-input__preview-label">Your signature will look like this:</p>
          <p className="ch-signature-input__preview" aria-hidden="true">
            {value.name.trim() || '\u00a0'}
          </p>
        </>
      ) : (
        <>
          <p id={hintId} className="ch-signature-input__hint">
            Draw with a mouse, a finger or a stylus. You can type your name instead.
          </p>
          <Suspense fallback={<div className="ch-signature-pad__canvas" aria-hidden="true" />}>
            <SignaturePad
              label="Signature drawing area"
              describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
              onChange={(image) => onChange({ ...value, image })}
            />
          </Suspense>
          {error && (
            <p id={errorId} className="ch-field__error">
              {error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
