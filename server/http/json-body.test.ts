import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it('counts nested arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('"text"')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[\\"{{"}')).toBe(1);
    expect(jsonDepth(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(100_000);
  });
});
