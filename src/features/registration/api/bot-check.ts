import { runtimeConfig } from '../../../api/runtime-config';
import type { BotCheckTokens } from '../../../domain/contracts/browser-session-create';
import { sessionRecord } from '../../../local/session-records';

/** Spec foundation §8: the bot check's script could not be loaded. */
export const RECAPTCHA_NOT_LOADED = 'reCAPTCHA not loaded';
/** The server asked for the stronger challenge once: this tab keeps asking for it. */
export const REQUIRE_V2_FLAG = 'charter:recaptcha-require-v2';

const requireV2 = sessionRecord(REQUIRE_V2_FLAG, { const: true });

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
}

/** The server (or this tab's flag) wants the v2 challenge solved before a session is made. */
export class BotChallengeRequired extends Error {
  constructor() {
    super('Please confirm you are not a robot');
    this.name = 'BotChallengeRequired';
  }
}

/** The check is skipped on the developer's own machine (spec foundation §4). */
function isLocalhost(hostname = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

const grecaptchaOnPage = () => (window as { grecaptcha?: Grecaptcha }).grecaptcha;

let script: Promise<Grecaptcha> | null = null;

/**
 * Google's script, once per page. With a v3 key it is loaded for that key (its `render` also
 * draws v2 widgets); with only a v2 key, for explicit rendering.
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const { siteKeyV3 } = runtimeConfig().recaptcha;
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const ready = (grecaptcha: Grecaptcha) => grecaptcha.ready(() => resolve(grecaptcha));
    const present = grecaptchaOnPage();
    if (present) return ready(present);
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKeyV3 ?? 'explicit')}`;
    element.async = true;
    element.onload = () => {
      const loaded = grecaptchaOnPage();
      if (loaded) ready(loaded);
      else reject(new Error(RECAPTCHA_NOT_LOADED));
    };
    element.onerror = () => reject(new Error(RECAPTCHA_NOT_LOADED));
    document.head.append(element);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

export function needsV2Challenge(): boolean {
  return requireV2.read() === true;
}

export function rememberV2Challenge(): void {
  requireV2.write(true);
}

/**
 * The tokens that prove a person is starting the registration: none on localhost or without a
 * configured site key (the embedded server then verifies nothing), a v3 token otherwise. Once
 * the server has asked for the v2 challenge in this tab, it is asked for again at once.
 */
export async function botCheckTokens(): Promise<BotCheckTokens> {
  if (needsV2Challenge()) throw new BotChallengeRequired();
  const siteKey = runtimeConfig().recaptcha.siteKeyV3;
  if (!siteKey || isLocalhost()) return {};
  const grecaptcha = await loadRecaptcha();
  return { recaptcha_v3_token: await grecaptcha.execute(siteKey, { action: 'registration' }) };
}

/** Whether this deployment can show the v2 challenge at all (a v2 site key is configured). */
export function canShowV2Challenge(): boolean {
  return runtimeConfig().recaptcha.siteKeyV2 !== null;
}
