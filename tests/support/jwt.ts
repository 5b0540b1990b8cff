/** An unsigned JWT with the given claims: enough for code that only reads `sub` and `exp`. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function tokenExpiringIn(seconds: number, sub = '1'): string {
  return fakeJwt({ sub, exp: Math.floor(Date.now() / 1000) + seconds });
}
