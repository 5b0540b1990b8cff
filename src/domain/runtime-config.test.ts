import { describe, expect, it } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

describe('runtime configuration', () => {
  it('accepts the document the server renders', () => {
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(TEST_RUNTIME_CONFIG)))).toEqual(
      TEST_RUNTIME_CONFIG,
    );
  });

  it('defaults receipt polling to 1000 ms and 10 attempts', () => {
    const { receiptPolling: _omitted, ...rest } = TEST_RUNTIME_CONFIG;
    expect(parseRuntimeConfig(rest).receiptPolling).toEqual({ intervalMs: 1000, attempts: 10 });
  });

  it('refuses a document without the identity provider', () => {
    const { oidc: _omitted, ...rest } = TEST_RUNTIME_CONFIG;
    expect(() => parseRuntimeConfig(rest)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig('nonsense')).toThrow(RuntimeConfigError);
  });
});
