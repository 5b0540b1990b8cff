import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { BotChallengeRequired, botCheckTokens, REQUIRE_V2_FLAG } from './bot-check';
import { renderV2Challenge } from './v2-challenge';

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

describe('after the server asked for the v2 challenge in this tab', () => {
  afterEach(() => sessionStorage.clear());

  it('asks for the challenge again at once instead of sending a v3 token', async () => {
    sessionStorage.setItem(REQUIRE_V2_FLAG, 'true');
    await expect(botCheckTokens()).rejects.toBeInstanceOf(BotChallengeRequired);
  });

  it("draws Google's widget with the v2 site key and hands its token over", async () => {
    setRuntimeConfigForTests({
      ...TEST_RUNTIME_CONFIG,
      recaptcha: { siteKeyV3: null, siteKeyV2: 'site-key-v2' },
    });
    const rendered: string[] = [];
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      render: (
        _container: HTMLElement,
        parameters: { sitekey: string; callback: (t: string) => void },
      ) => {
        rendered.push(parameters.sitekey);
        parameters.callback('solved');
        return 0;
      },
    };
    const tokens: string[] = [];
    await renderV2Challenge(
      document.createElement('div'),
      (token) => tokens.push(token),
      () => {},
    );
    expect(rendered).toEqual(['site-key-v2']);
    expect(tokens).toEqual(['solved']);
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });
});
