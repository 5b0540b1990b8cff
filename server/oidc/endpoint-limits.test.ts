import { describe, expect, it } from 'vitest';
import { endpointLimit, normalisedEndpoint } from './endpoint-limits';

describe('normalisedEndpoint', () => {
  it('gives every spelling of an endpoint the provider answers the same name', () => {
    const spellings = [
      '/oidc/token',
      '/oidc/TOKEN',
      '/oidc/Token/',
      '/oidc//token',
      '/oidc/token//',
      '/oidc/%74oken',
      '/oidc/token?x=1',
    ];
    for (const url of spellings) expect(normalisedEndpoint(url, '/oidc'), url).toBe('/token');
  });

  it('counts every resumed sign-in as one endpoint, apart from new ones', () => {
    expect(normalisedEndpoint('/oidc/auth?client_id=x', '/oidc')).toBe('/auth');
    expect(normalisedEndpoint('/oidc/AUTH/Ab12_cd', '/oidc')).toBe('/auth/:uid');
    expect(normalisedEndpoint('/oidc/auth/Zz9/', '/oidc')).toBe('/auth/:uid');
  });

  it('keeps other endpoints apart, and survives a malformed escape', () => {
    expect(normalisedEndpoint('/oidc/token/revocation', '/oidc')).toBe('/token/revocation');
    expect(normalisedEndpoint('/oidc', '/oidc')).toBe('/');
    expect(normalisedEndpoint('/oidc/%E0', '/oidc')).toBe('/%e0');
  });
});

describe('endpointLimit', () => {
  it('gives credential endpoints the sign-in budget and the others a wider one', () => {
    expect(endpointLimit('/token', 20)).toBe(20);
    expect(endpointLimit('/auth', 20)).toBe(20);
    expect(endpointLimit('/jwks', 20)).toBeGreaterThan(20);
  });
});
