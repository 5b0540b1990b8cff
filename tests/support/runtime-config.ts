import type { RuntimeConfig } from '../../src/domain/runtime-config';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  version: 'test',
  apiBaseUrl: '/api',
  checkoutBaseUrl: '/checkout',
  questionServiceBaseUrl: '/question-service',
  contentBaseUrl: '/content',
  payments: { baseUrl: '/payments', publishableKey: 'pk_test' },
  oidc: {
    authority: 'http://charter.test/oidc',
    clientId: 'charter-web',
    scope: 'openid email profile api',
  },
  recaptcha: { siteKeyV3: null, siteKeyV2: null },
  maps: { googleApiKey: null },
  receiptPolling: { intervalMs: 1000, attempts: 10 },
};
