import type { ReactNode } from 'react';
import './field.css';

/** The visual mark of a required field (aria-required says it aloud, so it is hidden). */
export function RequiredMarker({ isRequired }: { isRequired: boolean }) {
  return isRequired ? (
    <span className="ch-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** The ids a native control's description and message take, and its aria-describedby. */
export interface HelpIds {
  descriptionId: string | null;
  errorId: string | null;
  describedBy: string | undefined;
}

/** Derived from the control's id: the same field always gets the same ids. */
export function helpIdsOf(inputId: string, description: unknown, error: unknown): HelpIds {
  const descriptionId = description ? `${inputId}-description` : null;
  const errorId = error ? `${inputId}-error` : null;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return { descriptionId, errorId, describedBy };
}

/**
 * Description and message under a native control (select, radios), tied to it by the ids of
 * helpIdsOf: the platform's own controls need no react-aria field around them.
 */
export function NativeFieldHelp({
  ids,
  description,
  error,
}: {
  ids: HelpIds;
  description?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {ids.descriptionId && (
        <p id={ids.descriptionId} className="ch-field__description">
          {description}
        </p>
      )}
      {ids.errorId && (
        <p id={ids.errorId} className="ch-field__error">
          {error}
        </p>
      )}
    </>
  );
}
