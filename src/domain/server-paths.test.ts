import { describe, expect, it } from 'vitest';
import { SERVER_PATH_PATTERN } from './server-paths';

describe('SERVER_PATH_PATTERN', () => {
  it('matches the server’s own paths, with or without more path or a query', () => {
    for (const path of ['/api', '/api/v1/x', '/docs', '/docs/', '/docs?x=1', '/config.json']) {
      expect(SERVER_PATH_PATTERN.test(path), path).toBe(true);
    }
  });

  it('leaves the app’s pages alone, even those that start with the same letters', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/documents',
      '/apis',
      '/config.jsonx',
      '/configxjson',
    ]) {
      expect(SERVER_PATH_PATTERN.test(path), path).toBe(false);
    }
  });
});
