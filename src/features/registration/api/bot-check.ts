import { runtimeConfig } from '../../../api/runtime-config';

/** Spec foundation §8: the bot check's script could not be loaded. */
export const RECAPTCHA_NOT_LOADED = 'reCAPTCHA not loaded';
/** The server asked for the stronger challenge once: this tab keeps asking for it. */
export const REQUIRE_V2_FLAG = 'charter:recaptcha-require-v2';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface BotCheckTokens {
  recaptcha_v3_token?: string;
  recaptcha_v2_token?: string;
}

/** The check is skipped on the developer's own machine (spec foundation §4). */
function isLocalhost(hostname = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

let script: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
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

/**
 * The tokens that prove a person is starting the registration: none on localhost or without a
 * configured site key (the embedded server then verifies nothing), a v3 token otherwise.
 */
export async function botCheckTokens(): Promise<BotCheckTokens> {
  const siteKey = runtimeConfig().recaptcha.siteKeyV3;
  if (!siteKey || isLocalhost()) return {};
  const grecaptcha = await loadRecaptcha(siteKey);
  return { recaptcha_v3_token: await grecaptcha.execute(siteKey, { action: 'registration' }) };
}
