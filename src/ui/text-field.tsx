import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import type { FieldControlProps } from './field-control';
import { helpIdsOf, NativeFieldHelp, RequiredMarker } from './native-field-parts';
import { caretAfterMask, type TextMask } from './text-mask';
import './field.css';

export interface TextFieldFrameProps extends FieldControlProps {
  label: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** Guidance under the control, read out with it. */
  description?: ReactNode;
  /** Shown under the message (a name's availability, a password's checklist). */
  extra?: ReactNode;
  /** Ids of further elements that describe the control (the extra's). */
  describedBy?: string;
}

/** What the frame gives its control: a native input's or text area's attributes. */
export interface TextControlAttributes {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The frame of every typed answer: label with its required marker, the control (`children`,
 * given the attributes that tie it to the rest), the description and the message. The
 * platform's own input under its label: nothing to download with the page, and the form's
 * validation reports limits with its messages rather than the control cutting typing short.
 */
export function TextFieldFrame({
  id,
  label,
  value,
  onChange,
  onBlur,
  description,
  extra,
  describedBy,
  children,
  error,
  isRequired = false,
  isReadOnly,
  isDisabled,
  className,
}: TextFieldFrameProps & {
  /** The control's id; one of its own otherwise. */
  id?: string;
  children: (control: TextControlAttributes) => ReactNode;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const help = helpIdsOf(controlId, description, error);
  const control: TextControlAttributes = {
    id: controlId,
    value,
    onChange: (event) => onChange(event.target.value),
    onBlur,
    readOnly: isReadOnly || undefined,
    disabled: isDisabled || undefined,
    'aria-required': isRequired || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [help.descriptionId, help.errorId, describedBy].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div
      className={['ch-field', className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <label className="ch-field__label" htmlFor={controlId}>
        {label}
        <RequiredMarker isRequired={isRequired} />
      </label>
      {children(control)}
      <NativeFieldHelp ids={help} description={description} error={error} />
      {extra}
    </div>
  );
}

export interface TextFieldProps extends TextFieldFrameProps {
  /** The control's id (the questionnaire scrolls to and focuses a field in error by it). */
  id?: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  /** A short answer (a number, a year) gets a short input. */
  isShort?: boolean;
  /** Rewrites every keystroke (a card number's groups, a phone), keeping the caret in place. */
  mask?: TextMask;
  /** Confirmation fields are typed, never pasted or dropped into (spec foundation §5). */
  refusesPaste?: boolean;
  /**
   * Shown inside the input's frame and read out as part of its description (a card's brand).
   * A field that can have one passes null while it has none, to keep its room.
   */
  adornment?: ReactNode;
  /** A text area of this many rows instead of a single line. */
  rows?: number;
  /** Shown under a text area as the characters typed out of this many. */
  characterLimit?: number;
  /** The control takes the focus (a field that becomes a richer one when it is reached). */
  onFocus?: () => void;
}

const refuse = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The one text field of Charter, the questionnaires' and the checkout's alike: a single line
 * (optionally masked as typed, with an adornment) or a text area with its character count.
 */
export function TextField({
  id,
  type,
  autoComplete,
  inputMode,
  placeholder,
  isShort = false,
  mask,
  refusesPaste = false,
  adornment,
  rows,
  characterLimit,
  describedBy,
  onChange,
  onFocus,
  ...frame
}: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const adornmentId = adornment ? `${ownId}-adornment` : undefined;
  const counterId = characterLimit === undefined ? undefined : `${ownId}-count`;

  const onTyped = (typed: string) => {
    const masked = mask ? mask.apply(typed) : typed;
    const input = inputRef.current;
    const caret = input?.selectionStart ?? null;
    onChange(masked);
    if (!mask || !input || caret === null || masked === typed) return;
    const at = caretAfterMask(typed, caret, masked, mask);
    // React writes the masked value once this handler returns, which puts the caret at the
    // end; a microtask runs after that write.
    queueMicrotask(() => {
      if (input.value === masked && document.activeElement === input) {
        input.setSelectionRange(at, at);
      }
    });
  };

  const className = `ch-field__input${isShort ? ' ch-field__input--short' : ''}`;
  const pasting = refusesPaste ? { onPaste: refuse, onDrop: refuse } : {};
  const controlOf = (attributes: TextControlAttributes) =>
    rows === undefined ? (
      <input
        {...attributes}
        ref={inputRef}
        type={type ?? 'text'}
        className={className}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onFocus={onFocus}
        {...pasting}
      />
    ) : (
      <textarea
        {...attributes}
        className={className}
        rows={rows}
        placeholder={placeholder}
        {...pasting}
      />
    );

  return (
    <TextFieldFrame
      {...frame}
      id={id}
      onChange={onTyped}
      describedBy={[adornmentId, counterId, describedBy].filter(Boolean).join(' ')}
    >
      {(attributes) => (
        <>
          {adornment === undefined ? (
            controlOf(attributes)
          ) : (
            <div className="ch-field__frame ch-field__frame--adorned">
              {controlOf(attributes)}
              <span id={adornmentId} className="ch-field__adornment">
                {adornment}
              </span>
            </div>
          )}
          {characterLimit !== undefined && (
            <CharacterCount id={counterId!} count={frame.value.length} limit={characterLimit} />
          )}
        </>
      )}
    </TextFieldFrame>
  );
}

/**
 * How much of a text area's limit is used. Part of the area's description, so it is read when
 * the area is reached, not at every keystroke; over the limit it turns to the error colour,
 * and the form's validation says so on Continue.
 */
function CharacterCount({ id, count, limit }: { id: string; count: number; limit: number }) {
  return (
    <p id={id} className="ch-field__count" data-over={count > limit ? '' : undefined}>
      {`${count} of ${limit} characters`}
    </p>
  );
}
