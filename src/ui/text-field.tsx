import { useId, useRef, type ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { FieldControlProps } from './field-control';
import { FieldHelp, FieldLabel, fieldRootProps } from './field-parts';
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

/**
 * The frame of every typed answer: label with its required marker, the control (`children`,
 * react-aria's Input or TextArea), the description and the message, tied together by
 * react-aria. Limits are reported by the form's validation with its messages rather than by
 * cutting the typing short.
 */
export function TextFieldFrame({
  label,
  value,
  onChange,
  onBlur,
  description,
  extra,
  describedBy,
  children,
  ...state
}: TextFieldFrameProps & { children: ReactNode }) {
  return (
    <AriaTextField
      {...fieldRootProps(state)}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      aria-describedby={describedBy || undefined}
    >
      <FieldLabel isRequired={state.isRequired ?? false}>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} error={state.error} />
      {extra}
    </AriaTextField>
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
  const control =
    rows === undefined ? (
      <Input
        ref={inputRef}
        id={id}
        type={type}
        className={className}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onFocus={onFocus}
        {...pasting}
      />
    ) : (
      <TextArea id={id} className={className} rows={rows} placeholder={placeholder} {...pasting} />
    );

  return (
    <TextFieldFrame
      {...frame}
      onChange={onTyped}
      describedBy={[adornmentId, counterId, describedBy].filter(Boolean).join(' ')}
    >
      {adornment === undefined ? (
        control
      ) : (
        <div className="ch-field__frame ch-field__frame--adorned">
          {control}
          <span id={adornmentId} className="ch-field__adornment">
            {adornment}
          </span>
        </div>
      )}
      {characterLimit !== undefined && (
        <CharacterCount id={counterId!} count={frame.value.length} limit={characterLimit} />
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
