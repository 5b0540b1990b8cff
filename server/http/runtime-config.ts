import type { RuntimeConfig } from '../../src/domain/runtime-config';
import { issuerOf, type ServerConfig } from '../config';
import { API_MOUNT } from '../../src/domain/server-paths';

/** /config.json: what the browser needs to reach every service, from the environment. */
export function renderRuntimeConfig(config: ServerConfig): RuntimeConfig {
  return {
    version: config.version,
    apiBaseUrl: API_MOUNT,
    checkoutBaseUrl: config.externalBaseUrls.checkout ?? '/checkout',
    questionServiceBaseUrl: config.externalBaseUrls.questionService ?? '/question-service',
    contentBaseUrl: config.externalBaseUrls.content ?? '/content',
    payments: {
      baseUrl: config.payments.baseUrl ?? '/payments',
      publishableKey: config.payments.publishableKey,
    },
    oidc: {
      authority: issuerOf(config),
      clientId: config.oidc.clientId,
      scope: 'openid email profile api',
    },
    recaptcha: config.recaptcha,
    maps: { googleApiKey: config.googleMapsApiKey },
    receiptPolling: config.receiptPolling,
  };
}
