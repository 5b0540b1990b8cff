import { afterEach, describe, expect, it } from 'vitest';
import { clearUnsentText, storedUnsentText, storeUnsentText } from './unsent-text';

describe('unsent text kept on the device', () => {
  afterEach(() => localStorage.clear());

  it('is kept per owner, forgotten once sent, and all of it leaves on sign-out', () => {
    storeUnsentText('support-request', 1, { subject: 'Mine' });
    storeUnsentText('support-request', 2, { subject: 'Theirs' });
    localStorage.setItem('entity_type', 'LLC');
    expect(storedUnsentText('support-request', 1)).toEqual({ subject: 'Mine' });
    expect(storedUnsentText('support-request', 2)).toEqual({ subject: 'Theirs' });

    storeUnsentText('support-request', 2, null);
    expect(storedUnsentText('support-request', 2)).toBeNull();

    localStorage.setItem('charter.unsent.support-request.3', '{not json');
    expect(storedUnsentText('support-request', 3)).toBeNull();

    clearUnsentText();
    expect(storedUnsentText('support-request', 1)).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['entity_type']);
  });
});
