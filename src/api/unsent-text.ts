/**
 * What an owner typed into a form that sends at once (a support request, decision 0079) and has
 * not sent yet: kept on this device under the owner, so a reload, a closed tab or a failed send
 * loses nothing. It is the owner's unsent work: a session that merely ends keeps it for when
 * they sign in again; signing out removes it (clearUnsentText, registered by the app's
 * LocalSync with the owner's other unsent work).
 */
const PREFIX = 'charter.unsent.';

const keyOf = (form: string, individualId: number) => `${PREFIX}${form}.${individualId}`;

/** The kept value, parsed; null when there is none or it cannot be read. */
export function storedUnsentText(form: string, individualId: number): unknown {
  try {
    return JSON.parse(localStorage.getItem(keyOf(form, individualId)) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` (null: forgets it, once sent or emptied). */
export function storeUnsentText(form: string, individualId: number, value: object | null): void {
  try {
    if (value === null) localStorage.removeItem(keyOf(form, individualId));
    else localStorage.setItem(keyOf(form, individualId), JSON.stringify(value));
  } catch {
    // Storage full or refused (a private window): the form still holds the words until sent.
  }
}

/** Every owner's kept text leaves the device (signing out). */
export function clearUnsentText(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}
