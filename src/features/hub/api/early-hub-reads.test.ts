import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { hubFile } from '../../../../tests/support/hub-content-service';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { clearTokens, writeTokens } from '../../../api/token-store';
import { startEarlyGet } from '../../../boot/early-responses';
import { ownerRequestsAtBoot } from '../../../boot/owner-data-at-boot';
import {
  LATEST_ARTICLES,
  LATEST_GUIDES,
  TEMPLATE_EXAMPLES,
} from '../../../domain/hub/content-reads';
import { articlesQuery } from './article-list';
import { hubCategoryCountsQuery } from './hub-categories';
import { hubFilesQuery } from './hub-file-list';

/*
 * The Business Hub's first lists, asked by the early boot script before the page's code arrived:
 * the page's own queries take those answers instead of asking again (issue 28, the hub's LCP).
 */

const ID_TOKEN = 'the-owner-id-token';

/** The content service, answering each list with `name` so a test can tell who answered. */
function contentService(name: string) {
  return vi.fn(async (url: string) => {
    if (url.includes('category-count')) return Response.json({ data: [] });
    if (url.includes('/articles/')) return Response.json({ data: [], total: 0 });
    return Response.json({ items: [hubFile('guides', 1, { name })], total: 1, limit: 4 });
  });
}

/** Sends what the early script sends on /business-hub, each with `token`. */
function earlyHubReads(token: string) {
  for (const request of ownerRequestsAtBoot('/business-hub', 1)) {
    if (request.service === 'content') startEarlyGet(`/content${request.path}`, token);
  }
}

describe("the hub's first lists at boot", () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    writeTokens({ accessToken: tokenExpiringIn(3600, '1'), refreshToken: null, idToken: ID_TOKEN });
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
    queryClient.clear();
  });

  it("take the early script's answers, sent with the id token, without asking again", async () => {
    vi.stubGlobal('fetch', contentService('Early'));
    earlyHubReads(ID_TOKEN);
    const app = contentService('Late');
    vi.stubGlobal('fetch', app);

    const guides = await queryClient.fetchQuery(hubFilesQuery(1, LATEST_GUIDES));
    const examples = await queryClient.fetchQuery(hubFilesQuery(1, TEMPLATE_EXAMPLES));
    await queryClient.fetchQuery(articlesQuery(1, LATEST_ARTICLES));
    await queryClient.fetchQuery(hubCategoryCountsQuery);

    expect([guides.items[0]?.name, examples.items[0]?.name]).toEqual(['Early', 'Early']);
    expect(app).not.toHaveBeenCalled();
  });

  it('ask the content service themselves when the early reads went with another token', async () => {
    vi.stubGlobal('fetch', contentService('Early'));
    earlyHubReads('an-older-id-token');
    const app = contentService('Late');
    vi.stubGlobal('fetch', app);

    const guides = await queryClient.fetchQuery(hubFilesQuery(1, LATEST_GUIDES));

    expect(guides.items[0]?.name).toBe('Late');
    const [, init] = app.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${ID_TOKEN}`);
  });
});
