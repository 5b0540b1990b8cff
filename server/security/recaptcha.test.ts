import { describe, expect, it } from 'vitest';
import { checkBot, type Siteverify } from './recaptcha';

/** Google's siteverify answers, by token (the network boundary; our decisions are under test). */
const siteverify: Siteverify = async (_secret, token) =>
  ({
    human: { success: true, score: 0.9 },
    doubtful: { success: true, score: 0.3 },
    'v2-solved': { success: true },
  })[token] ?? { success: false };

describe('the bot check of browser sessions', () => {
  it('passes everything when no secret is configured (the embedded default)', async () => {
    expect(await checkBot(null, {}, siteverify)).toBe('passed');
  });

  it('passes a good v3 score and asks for v2 below 0.5 or without a token', async () => {
    expect(await checkBot('secret', { recaptcha_v3_token: 'human' }, siteverify)).toBe('passed');
    expect(await checkBot('secret', { recaptcha_v3_token: 'doubtful' }, siteverify)).toBe(
      'require-v2',
    );
    expect(await checkBot('secret', {}, siteverify)).toBe('require-v2');
  });

  it('passes a solved v2 challenge and fails bad tokens', async () => {
    expect(await checkBot('secret', { recaptcha_v2_token: 'v2-solved' }, siteverify)).toBe(
      'passed',
    );
    expect(await checkBot('secret', { recaptcha_v2_token: 'forged' }, siteverify)).toBe('failed');
    expect(await checkBot('secret', { recaptcha_v3_token: 'forged' }, siteverify)).toBe('failed');
  });
});
