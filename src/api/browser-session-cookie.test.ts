import { describe, expect, it } from 'vitest';
import { readSessionId, sessionOwnerKey } from './browser-session-cookie';

describe('the browser session cookie', () => {
  it('reads sessionId among other cookies', () => {
    expect(readSessionId('theme=dark; sessionId=2f1c0d3e-aaaa-4bbb-8ccc-000000000001; x=1')).toBe(
      '2f1c0d3e-aaaa-4bbb-8ccc-000000000001',
    );
  });

  it('has no session without the cookie or with an empty one', () => {
    expect(readSessionId('theme=dark')).toBeNull();
    expect(readSessionId('')).toBeNull();
    expect(readSessionId('sessionId=')).toBeNull();
  });

  it('has no session from a cookie that is not valid percent-encoding, nor trips on others', () => {
    expect(readSessionId('sessionId=%E0')).toBeNull();
    expect(readSessionId('x=%E0; sessionId=2f1c0d3e-aaaa-4bbb-8ccc-000000000001')).toBe(
      '2f1c0d3e-aaaa-4bbb-8ccc-000000000001',
    );
  });

  it('keys the anonymous drafts by the session', () => {
    expect(sessionOwnerKey('abc')).toBe('session:abc');
  });
});
