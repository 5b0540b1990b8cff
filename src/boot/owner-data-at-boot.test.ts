import { describe, expect, it } from 'vitest';
import { ownerRequestsAtBoot } from './owner-data-at-boot';

const PROFILE = { service: 'api', path: '/v1/individual/12' };
const STATUSES = { service: 'api', path: '/v1/services/status/12' };

describe("a signed-in owner's requests as a page opens", () => {
  it.each(['/dashboard', '/dashboard/', '/services'])(
    'on %s: the profile and the statuses',
    (path) => {
      expect(ownerRequestsAtBoot(path, 12)).toEqual([PROFILE, STATUSES]);
    },
  );

  it.each(['/business-hub', '/business-hub/'])(
    "on %s: the profile, the statuses and the content service's first lists",
    (path) => {
      expect(ownerRequestsAtBoot(path, 12)).toEqual([
        PROFILE,
        STATUSES,
        {
          service: 'content',
          path: '/v1/templates/templates?document_type=5&kind=templates&limit=3&page=1',
        },
        {
          service: 'content',
          path: '/v1/templates/templates?document_type=5&kind=guides&limit=4&page=1',
        },
        { service: 'content', path: '/v1/articles/articles?document_type=4&limit=4&page=1' },
        { service: 'content', path: '/v1/templates/templates/category-count' },
      ]);
    },
  );

  it.each(['/business-profile', '/formation/page1', '/registration/page1', '/guides', '/'])(
    'on %s: the profile alone',
    (path) => {
      expect(ownerRequestsAtBoot(path, 12)).toEqual([PROFILE]);
    },
  );
});
