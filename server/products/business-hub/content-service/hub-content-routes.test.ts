import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hubContentLoads } from '../../../db/schema';
import { ownerWithFormedBusiness } from '../../../test-support/formed-business';
import { signedInOwner, type SignedInOwner } from '../../../test-support/owners';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test-support/test-app';
import { seedCheckoutCatalogue } from '../../../checkout/seed-catalogue';
import { ARTICLES, GUIDES } from '../content';
import { TEMPLATES } from '../templates';
import { buyAsOwner } from '../../../test-support/purchases';
import { HUB_MAX_LIMIT, TEMPLATE_TEASER_SIZE } from '../../../../src/domain/hub/hub-content';
import { DOCX_MEDIA_TYPE } from '../../../../src/domain/documents/media-types';
import { EDITORIAL_AUTHOR } from '../content/content-source';
import { LINK_FORGED } from '../../../documents/document-links';
import { NO_SUCH_BUSINESS } from '../../../services/formed-business';
import { LINK_EXPIRED, NO_SUCH_ITEM } from './hub-content-routes';
import { HUB_FIRST_SCREEN_READS } from '../../../../src/domain/hub/content-reads';

/*
 * The document and content service at /content (dashboard spec §7, issue 28), as an API client
 * sees it: the owner's id token as bearer, the lists with paging, search and categories, the
 * articles, favourites, and short-lived file links.
 */

let t: TestApp;
let owner: SignedInOwner;
beforeAll(async () => {
  t = await createTestApp();
  await seedCheckoutCatalogue(t.database.db);
  owner = await signedInOwner(t, 'hub-reader');
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token = owner.idToken) =>
  t.app.inject({
    method: 'GET',
    url: `/content${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
const post = (url: string, payload: object, token = owner.idToken) =>
  t.app.inject({
    method: 'POST',
    url: `/content${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('who may call', () => {
  it('takes the owner’s id token, not the API’s access token nor none', async () => {
    expect((await get('/v1/documents/category')).statusCode).toBe(200);
    const withAccessToken = await get('/v1/documents/category', owner.token);
    expect([withAccessToken.statusCode, withAccessToken.json()]).toEqual([
      401,
      { message: 'Unauthorized' },
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/content/v1/documents/category' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a refusal with a message field', async () => {
    const refused = await get('/v1/templates/templates?kind=guides&document_type=4');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

describe('the hub’s first screen', () => {
  // The early boot script sends these very addresses before the page's code has arrived.
  it.each(HUB_FIRST_SCREEN_READS)('answers %s as the early script sends it', async (path) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { items?: unknown[]; data?: unknown[] };
    expect((body.items ?? body.data)?.length).toBeGreaterThan(0);
  });
});

describe('guides by page, category and words', () => {
  it('pages through every guide, newest first, and counts them all', async () => {
    const first = (
      await get('/v1/templates/templates?kind=guides&page=1&limit=5&document_type=5')
    ).json();
    expect([first.total, first.limit, first.items.length]).toEqual([GUIDES.length, 5, 5]);
    const last = (
      await get(`/v1/templates/templates?kind=guides&page=${Math.ceil(GUIDES.length / 5)}&limit=5`)
    ).json();
    expect(last.items).toHaveLength(GUIDES.length % 5 || 5);
    const dates = first.items.map((item: { publish_date: string }) => item.publish_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'guides',
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      name: expect.any(String),
      template_description: expect.any(String),
      category_id: expect.any(Number),
      category_name: expect.any(String),
      is_favorite: false,
      file_format: 'pdf',
      publish_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('narrows to a category with its count, and to every word searched', async () => {
    const counts = (await get('/v1/templates/templates/category-count?kind=guides')).json().data;
    expect(
      counts.reduce((sum: number, c: { template_count: number }) => sum + c.template_count, 0),
    ).toBe(GUIDES.length);
    const banking = counts.find(
      (c: { category_name: string }) => c.category_name === 'Banking & Finance',
    );
    const inBanking = (
      await get(`/v1/templates/templates?kind=guides&category=${banking.category_id}&limit=50`)
    ).json();
    expect(inBanking.total).toBe(banking.template_count);
    expect(
      inBanking.items.every(
        (item: { category_name: string }) => item.category_name === 'Banking & Finance',
      ),
    ).toBe(true);

    const found = (await get('/v1/templates/templates?kind=guides&search=bank%20account')).json();
    expect(found.items.map((item: { name: string }) => item.name)).toContain(
      GUIDES.find((guide) => guide.slug === 'opening-a-business-bank-account')!.name,
    );
    const none = (await get('/v1/templates/templates?kind=guides&search=%25_%5C')).json();
    expect(none).toEqual({ items: [], total: 0, limit: 10 });
    const categories = (await get('/v1/documents/category')).json().data;
    expect(categories).toContainEqual({
      category_id: banking.category_id,
      category_name: 'Banking & Finance',
      kind: 'guides',
    });
  });
});

describe('articles', () => {
  it('lists them newest first without bodies, with their featured images and byline', async () => {
    const page = (await get('/v1/articles/articles?page=1&limit=4&document_type=4')).json();
    expect([page.total, page.data.length]).toEqual([ARTICLES.length, 4]);
    const [latest] = page.data;
    expect(latest.postBody).toBeUndefined();
    expect(latest.author).toBe(EDITORIAL_AUTHOR);
    expect(latest.featuredImage).toMatch(
      new RegExp(
        `^${TEST_PUBLIC_URL}/content/v1/articles/articles/${latest.id}/featured-image\\?v=[0-9a-f]+$`,
      ),
    );
    const image = await t.app.inject({
      method: 'GET',
      url: latest.featuredImage.slice(TEST_PUBLIC_URL.length),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.body).toContain(`<title>`);
  });

  it('gives one article with its body, its tags, and a message for one that is not there', async () => {
    const [latest] = (await get('/v1/articles/articles?limit=1')).json().data;
    const article = (await get(`/v1/articles/articles/${latest.id}`)).json().data.raw;
    expect(article).toEqual({ ...latest, postBody: expect.stringContaining('<h2') });
    const tags = (await get('/v1/articles/articles/tags')).json().data;
    expect(tags.map((tag: { tag: string }) => tag.tag)).toEqual(
      expect.arrayContaining(latest.tags),
    );
    const missing = await get('/v1/articles/articles/999999');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: NO_SUCH_ITEM }]);
  });
});

describe('favourites', () => {
  it('are the owner’s own: added, shown on the lists, and taken off', async () => {
    const [guide] = (await get('/v1/templates/templates?kind=guides&limit=1')).json().items;
    const added = await post('/v1/templates/favorite', {
      document_id: guide.id,
      business_id: null,
    });
    expect(added.json()).toEqual({ document_id: guide.id, is_favorite: true });
    expect(
      (await get('/v1/templates/templates?kind=guides&limit=1')).json().items[0].is_favorite,
    ).toBe(true);

    const other = await signedInOwner(t, 'hub-neighbour');
    expect(
      (await get('/v1/templates/templates?kind=guides&limit=1', other.idToken)).json().items[0]
        .is_favorite,
    ).toBe(false);

    await post('/v1/templates/favorite/deactivate', { document_id: guide.id });
    expect(
      (await get('/v1/templates/templates?kind=guides&limit=1')).json().items[0].is_favorite,
    ).toBe(false);
  });

  it('refuses another owner’s business and an item that is not in the hub', async () => {
    const [article] = (await get('/v1/articles/articles?limit=1')).json().data;
    const neighbour = await ownerWithFormedBusiness(t, 'hub-formed', {
      businessName: 'Pecan Hollow Bakery',
    });
    const theirs = await post('/v1/templates/favorite', {
      document_id: article.id,
      business_id: neighbour.businessId,
    });
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: NO_SUCH_BUSINESS }]);
    const ownBusiness = await post(
      '/v1/templates/favorite',
      { document_id: article.id, business_id: neighbour.businessId },
      neighbour.idToken,
    );
    expect(ownBusiness.json()).toEqual({ document_id: article.id, is_favorite: true });
    const nothing = await post('/v1/templates/favorite', { document_id: 999999 });
    expect([nothing.statusCode, nothing.json()]).toEqual([404, { message: NO_SUCH_ITEM }]);
  });
});

describe('file links', () => {
  it('open a guide’s PDF for 120 seconds, then say they expired; a changed link is refused', async () => {
    const [guide] = (await get('/v1/templates/templates?kind=guides&limit=1')).json().items;
    const answer = (
      await get(`/v1/documents/urls?document_ids=${guide.id},999999&expires_in=120`)
    ).json();
    expect(answer.documents).toEqual([
      {
        id: guide.id,
        url: expect.any(String),
        file_name: expect.stringMatching(/\.pdf$/),
        expires_at: expect.any(String),
      },
    ]);
    const path = answer.documents[0].url.slice(TEST_PUBLIC_URL.length);
    const file = await t.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inline = await t.app.inject({ method: 'GET', url: `${path}&disposition=inline` });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    const forged = await t.app.inject({
      method: 'GET',
      url: path.replace(/owner=(\d+)/, (_match: string, id: string) => `owner=${Number(id) + 1}`),
    });
    expect([forged.statusCode, forged.json()]).toEqual([403, { message: LINK_FORGED }]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
    try {
      const late = await t.app.inject({ method: 'GET', url: path });
      expect([late.statusCode, late.json()]).toEqual([410, { message: LINK_EXPIRED }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('do not live longer than 120 seconds', async () => {
    const refused = await get('/v1/documents/urls?document_ids=1&expires_in=121');
    expect(refused.statusCode).toBe(400);
  });
});

describe('templates', () => {
  it('are listed for every owner; their files open with the business templates (DOC_LIBRARY)', async () => {
    const list = (
      await get(`/v1/templates/templates?kind=templates&limit=${HUB_MAX_LIMIT}`)
    ).json();
    expect(list.total).toBe(TEMPLATES.length);
    expect(new Set(list.items.map((item: { file_format: string }) => item.file_format))).toEqual(
      new Set(['docx']),
    );
    const ids = list.items.map((item: { id: number }) => item.id).join(',');

    const buyer = await signedInOwner(t, 'hub-template-buyer');
    const before = (await get(`/v1/documents/urls?document_ids=${ids}`, buyer.idToken)).json()
      .documents;
    // The examples an owner without the library sees, and nothing else.
    expect(before.map((link: { id: number }) => link.id)).toEqual(
      list.items.slice(0, TEMPLATE_TEASER_SIZE).map((item: { id: number }) => item.id),
    );

    await buyAsOwner(t, buyer, ['DOC_LIBRARY']);
    const after = (await get(`/v1/documents/urls?document_ids=${ids}`, buyer.idToken)).json()
      .documents;
    expect(after).toHaveLength(TEMPLATES.length);
    const file = await t.app.inject({
      method: 'GET',
      url: after[0].url.slice(TEST_PUBLIC_URL.length),
    });
    expect(file.headers['content-type']).toBe(DOCX_MEDIA_TYPE);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the documents area’s saved guides and templates (spec §7)', () => {
  it('lists what the owner saved, by kind, words and ids, with links only when asked', async () => {
    const saver = await signedInOwner(t, 'hub-saver');
    const guides = (await get('/v1/templates/templates?kind=guides&limit=3', saver.idToken)).json()
      .items as { id: number; name: string }[];
    const templates = (
      await get(`/v1/templates/templates?kind=templates&limit=${HUB_MAX_LIMIT}`, saver.idToken)
    ).json().items as { id: number; name: string }[];
    const example = templates[0]!;
    const locked = templates.at(-1)!;
    for (const item of [guides[0]!, guides[1]!, example, locked]) {
      const saved = await post('/v1/templates/favorite', { document_id: item.id }, saver.idToken);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const saved = (path: string) =>
      get(`/v1/documents/saved?individual_id=${saver.id}${path}`, saver.idToken);

    const all = (await saved('')).json();
    expect(all.total).toBe(4);
    expect(new Set(all.documents.map((file: { id: number }) => file.id))).toEqual(
      new Set([guides[0]!.id, guides[1]!.id, example.id, locked.id]),
    );
    expect(all.documents[0]).not.toHaveProperty('url');

    const onlyGuides = (await saved('&service_name=guides')).json();
    expect(onlyGuides.documents.map((file: { kind: string }) => file.kind)).toEqual([
      'guides',
      'guides',
    ]);
    const word = guides[0]!.name.split(' ').find((part) => part.length > 6)!;
    const found = (await saved(`&search_term=${encodeURIComponent(word)}`)).json();
    expect(found.documents.map((file: { id: number }) => file.id)).toContain(guides[0]!.id);
    expect((await saved(`&document_ids=${guides[1]!.id}`)).json().documents).toEqual([
      expect.objectContaining({
        id: guides[1]!.id,
        kind: 'guides',
        file_name: expect.stringMatching(/\.pdf$/),
      }),
    ]);

    // Links for 120 s at most: a guide's and the example's; a template the library would open, none.
    const linked = (await saved('&expires_in=120')).json().documents as {
      id: number;
      url?: string;
    }[];
    const withLinks = linked.filter((file) => file.url).map((file) => file.id);
    expect(new Set(withLinks)).toEqual(new Set([guides[0]!.id, guides[1]!.id, example.id]));
    const file = await t.app.inject({
      method: 'GET',
      url: linked.find((entry) => entry.id === guides[1]!.id)!.url!.slice(TEST_PUBLIC_URL.length),
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await saved('&expires_in=121')).statusCode).toBe(400);
  });

  it('is the caller’s own: another owner’s id is refused, and nothing saved lists nothing', async () => {
    const other = await signedInOwner(t, 'hub-other-saver');
    const refused = await get(`/v1/documents/saved?individual_id=${owner.id}`, other.idToken);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Forbidden' }]);
    const none = await get(`/v1/documents/saved?individual_id=${other.id}`, other.idToken);
    expect(none.json()).toEqual({ documents: [], total: 0 });
  });
});

describe('the search index', () => {
  it('is sent compressed with an ETag, and a copy still current is answered 304', async () => {
    const first = await t.app.inject({
      url: '/content/v1/search-index',
      headers: { authorization: `Bearer ${owner.idToken}`, 'accept-encoding': 'gzip' },
    });
    expect([first.statusCode, first.headers['content-encoding']]).toEqual([200, 'gzip']);
    const again = await t.app.inject({
      url: '/content/v1/search-index',
      headers: {
        authorization: `Bearer ${owner.idToken}`,
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('loading', () => {
  it('happens once for two processes on one database', async () => {
    const second = await createTestApp({}, { ...t.database, drop: async () => undefined });
    try {
      const response = await second.app.inject({
        method: 'GET',
        url: '/content/v1/documents/category',
        headers: { authorization: `Bearer ${owner.idToken}` },
      });
      expect(response.statusCode).toBe(200);
      expect(await t.database.db.select().from(hubContentLoads)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});
