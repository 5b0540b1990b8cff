import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, tokenExpiringIn } from '../../tests/support/jwt';
import { currentSession } from './current-session';
import {
  clearTokens,
  decodeAccessToken,
  readTokens,
  secondsOfValidityLeft,
  subscribeToTokens,
  writeTokens,
} from './token-store';

describe('token store', () => {
  it('keeps the tokens under the spec keys req_token, refresh_token and id_token', () => {
    writeTokens({ accessToken: 'a.b.c', refreshToken: 'r', idToken: 'i.d.t' });
    expect(localStorage.getItem('req_token')).toBe('a.b.c');
    expect(localStorage.getItem('refresh_token')).toBe('r');
    expect(localStorage.getItem('id_token')).toBe('i.d.t');
    expect(readTokens()).toEqual({ accessToken: 'a.b.c', refreshToken: 'r', idToken: 'i.d.t' });
    clearTokens();
    expect(readTokens()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('tells subscribers about changes in this tab and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTokens(listener);
    writeTokens({ accessToken: 'x', refreshToken: null, idToken: null });
    window.dispatchEvent(new StorageEvent('storage', { key: 'req_token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearTokens();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads sub and exp from an access token and refuses malformed ones', () => {
    expect(decodeAccessToken(fakeJwt({ sub: '42', exp: 123 }))).toEqual({ sub: '42', exp: 123 });
    expect(decodeAccessToken('not-a-jwt')).toBeNull();
    expect(decodeAccessToken(fakeJwt({ sub: 42, exp: 123 }))).toBeNull();
  });

  it('computes the validity left', () => {
    const tokens = {
      accessToken: fakeJwt({ sub: '1', exp: 1_000 }),
      refreshToken: null,
      idToken: null,
    };
    expect(secondsOfValidityLeft(tokens, 400_000)).toBe(600);
    expect(secondsOfValidityLeft(tokens, 1_001_000)).toBe(-1);
  });
});

describe('session', () => {
  it('is signed in with an unexpired token and names the individual', () => {
    writeTokens({ accessToken: tokenExpiringIn(60, '7'), refreshToken: null, idToken: null });
    expect(currentSession()).toMatchObject({ status: 'signed-in', individualId: 7 });
  });

  it('counts an expired or unreadable token as signed out', () => {
    writeTokens({ accessToken: tokenExpiringIn(-1), refreshToken: null, idToken: null });
    expect(currentSession()).toEqual({ status: 'signed-out' });
    writeTokens({ accessToken: 'garbage', refreshToken: null, idToken: null });
    expect(currentSession()).toEqual({ status: 'signed-out' });
  });
});
