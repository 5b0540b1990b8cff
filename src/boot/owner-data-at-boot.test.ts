import { describe, expect, it } from 'vitest';
import { ownerRequestsAtBoot } from './owner-data-at-boot';

describe("a signed-in owner's requests as a page opens", () => {
  it.each(['/dashboard', '/dashboard/', '/business-hub'])(
    'on %s: the profile and the statuses',
    (path) => {
      expect(ownerRequestsAtBoot(path, 12)).toEqual([
        '/v1/individual/12',
        '/v1/services/status/12',
      ]);
    },
  );

  it.each(['/business-profile', '/formation/page1', '/registration/page1', '/'])(
    'on %s: the profile alone',
    (path) => {
      expect(ownerRequestsAtBoot(path, 12)).toEqual(['/v1/individual/12']);
    },
  );
});
