import { useCallback, useEffect, useRef, useState } from 'react';
import { checkBusinessName, type NameCheckRequest } from '../../api/business-name-check';

/** What the availability flag shows for the name as it stands. */
export type NameAvailability =
  'idle' | 'needs-state' | 'checking' | 'available' | 'taken' | 'failed';

type Settled = Extract<NameAvailability, 'available' | 'taken' | 'failed'>;

/** Wait for typing to pause before asking, so each keystroke does not cost a request. */
export const NAME_CHECK_DELAY_MS = 500;

function keyOf({ businessName, stateAbbreviation, businessId }: NameCheckRequest): string {
  return `${stateAbbreviation}\n${businessName}\n${businessId ?? ''}`;
}

/** The request for a name the form accepts in a known state; nothing to ask otherwise. */
function requestFor(
  businessName: string,
  stateAbbreviation: string | null,
  isCheckable: boolean,
  businessId: number | undefined,
): NameCheckRequest | null {
  return isCheckable && businessName && stateAbbreviation
    ? { businessName, stateAbbreviation, ...(businessId ? { businessId } : {}) }
    : null;
}

interface Attempt {
  key: string;
  controller: AbortController;
}

/**
 * Checks a business name's availability in a state while the owner types: after a pause, or at
 * once on `checkNow` (blur). Only the latest request counts. The check is informational: it
 * never blocks typing and never changes the answer.
 */
export function useBusinessNameAvailability({
  name,
  stateAbbreviation,
  isCheckable,
  businessId,
}: {
  name: string;
  stateAbbreviation: string | null;
  /** Whether the name passes the field's own checks; a name the form rejects is not asked about. */
  isCheckable: boolean;
  /** The owner's business the name is for (an amendment), whose own name is not taken. */
  businessId?: number;
}): { availability: NameAvailability; checkNow: () => void } {
  const businessName = name.trim();
  const request = requestFor(businessName, stateAbbreviation, isCheckable, businessId);
  const key = request ? keyOf(request) : null;

  const latest = useRef<Attempt | null>(null);
  const [settled, setSettled] = useState<{ key: string; result: Settled } | null>(null);

  const check = useCallback((next: NameCheckRequest) => {
    const nextKey = keyOf(next);
    // Already asked (or asking) about this very name: a blur right after the pause, or typing
    // back to it, needs no second request.
    if (latest.current?.key === nextKey) return;
    latest.current?.controller.abort();
    const attempt: Attempt = { key: nextKey, controller: new AbortController() };
    latest.current = attempt;
    void checkBusinessName(next, attempt.controller.signal)
      .then(
        (found): Settled => (found === 'FOUND' ? 'taken' : 'available'),
        (): Settled => 'failed',
      )
      .then((result) => {
        // A slower answer about an earlier name must not overwrite the current one.
        if (latest.current !== attempt) return;
        if (result === 'failed') latest.current = null; // let the next blur try again
        setSettled({ key: nextKey, result });
      });
  }, []);

  useEffect(() => {
    const pending = requestFor(businessName, stateAbbreviation, isCheckable, businessId);
    if (!pending) return;
    const timer = setTimeout(() => check(pending), NAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [businessName, stateAbbreviation, isCheckable, businessId, check]);

  useEffect(
    () => () => {
      latest.current?.controller.abort();
      latest.current = null;
    },
    [],
  );

  const checkNow = () => {
    if (request) check(request);
  };

  let availability: NameAvailability;
  if (!businessName) availability = 'idle';
  else if (!stateAbbreviation) availability = 'needs-state';
  else if (!request) availability = 'idle';
  else availability = settled?.key === key ? settled.result : 'checking';
  return { availability, checkNow };
}
