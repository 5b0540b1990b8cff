import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { botCheckTokens } from './bot-check';

afterEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));

describe('the bot check before a browser session', () => {
  it('sends no token without a configured site key', async () => {
    setRuntimeConfigForTests({
      ...TEST_RUNTIME_CONFIG,
      recaptcha: { siteKeyV3: null, siteKeyV2: null },
    });
    expect(await botCheckTokens()).toEqual({});
  });

  it('is skipped on localhost even with a site key', async () => {
    setRuntimeConfigForTests({
      ...TEST_RUNTIME_CONFIG,
      recaptcha: { siteKeyV3: 'site-key', siteKeyV2: null },
    });
    expect(window.location.hostname).toBe('localhost');
    expect(await botCheckTokens()).toEqual({});
  });
});
