import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldControlProps } from '../../../ui/field-control';

export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** A form's values and the messages it shows; made by `useCheckedForm`, passed to the form. */
export interface CheckedForm<F> {
  values: F;
  /** The messages of the fields checked so far (left on blur, or all after `checkAll`). */
  errors: FormErrors<F>;
  setField: <K extends keyof F>(name: K, value: F[K]) => void;
  setFields: (values: Partial<F>) => void;
  /** Blur: the field shows its message from now on, and updates it while the user types. */
  checkField: (name: keyof F) => void;
  /** Submit: every field shows its message; true when there is none. */
  checkAll: () => boolean;
  /** Moves the keyboard focus to the form's first field in error, once it shows. */
  focusFirstError: () => void;
  /** Counts `focusFirstError` calls, for the form's `useFirstErrorFocus`. */
  focusRequests: number;
  /** Back to the first values, no field checked (e.g. once a card is saved). */
  reset: () => void;
}

/**
 * A small form state: values, and a validation that is always current but shown only for the
 * fields the user has left (or all of them once the form is submitted), so nobody is told off
 * while typing a first time, and a message goes away as soon as the field is fixed.
 * `validate` must keep its identity between renders (a module-level function).
 */
export function useCheckedForm<F extends object>(
  initial: F | (() => F),
  validate: (values: F) => FormErrors<F>,
): CheckedForm<F> {
  const [first] = useState(initial);
  const [values, setValues] = useState(first);
  const [checked, setChecked] = useState<ReadonlySet<keyof F> | 'all'>(() => new Set());
  const [focusRequests, setFocusRequests] = useState(0);

  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    if (checked === 'all') return allErrors;
    const shown: FormErrors<F> = {};
    for (const name of checked) shown[name] = allErrors[name];
    return shown;
  }, [allErrors, checked]);

  const setField = useCallback(<K extends keyof F>(name: K, value: F[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const setFields = useCallback((next: Partial<F>) => {
    setValues((current) => ({ ...current, ...next }));
  }, []);
  const checkField = useCallback((name: keyof F) => {
    setChecked((current) =>
      current === 'all' || current.has(name) ? current : new Set(current).add(name),
    );
  }, []);
  const checkAll = () => {
    setChecked('all');
    return Object.values(allErrors).every((message) => !message);
  };
  const focusFirstError = useCallback(() => setFocusRequests((count) => count + 1), []);
  const reset = useCallback(() => {
    setValues(first);
    setChecked(new Set());
  }, [first]);

  return {
    values,
    errors,
    setField,
    setFields,
    checkField,
    checkAll,
    focusFirstError,
    focusRequests,
    reset,
  };
}

/** The fields of F that hold text. */
type TextKeys<F> = { [K in keyof F]-?: F[K] extends string | undefined ? K : never }[keyof F];

/** What a text control needs to show and edit one text field of the form. */
export function bindTextField<F>(
  form: CheckedForm<F>,
  name: TextKeys<F>,
): Pick<FieldControlProps, 'value' | 'onChange' | 'onBlur' | 'error'> {
  return {
    value: (form.values[name] as string | undefined) ?? '',
    onChange: (value: string) => form.setField(name, value as F[typeof name]),
    onBlur: () => form.checkField(name),
    error: form.errors[name],
  };
}

/**
 * The ref of a root element. Whenever `requests` grows, the first element inside it matching
 * `selector` takes the focus.
 */
export function useFocusOnRequest<E extends HTMLElement>(requests: number, selector: string) {
  const root = useRef<E>(null);
  useEffect(() => {
    if (requests === 0) return;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [requests, selector]);
  return root;
}

/**
 * The ref of a form's root. Whenever the form asks (`focusFirstError`), the first field in error
 * inside it takes the focus, so a screen reader reads that field's label and message.
 */
export function useFirstErrorFocus<E extends HTMLElement>(focusRequests: number) {
  return useFocusOnRequest<E>(focusRequests, '[aria-invalid="true"]');
}
