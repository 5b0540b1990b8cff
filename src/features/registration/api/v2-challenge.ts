import { runtimeConfig } from '../../../api/runtime-config';
import { loadRecaptcha, RECAPTCHA_NOT_LOADED } from './bot-check';

/**
 * Draws the v2 challenge ("I'm not a robot") into `container`; `onSolved` receives its token,
 * `onExpired` is called when a solved challenge times out before it was used. Loaded with the
 * challenge only: most visitors never see it.
 */
export async function renderV2Challenge(
  container: HTMLElement,
  onSolved: (token: string) => void,
  onExpired: () => void,
): Promise<void> {
  const siteKey = runtimeConfig().recaptcha.siteKeyV2;
  if (!siteKey) throw new Error(RECAPTCHA_NOT_LOADED);
  const grecaptcha = await loadRecaptcha();
  grecaptcha.render(container, {
    sitekey: siteKey,
    callback: onSolved,
    'expired-callback': onExpired,
    'error-callback': onExpired,
  });
}
