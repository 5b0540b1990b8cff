import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentLink, DocumentList } from '../../src/domain/documents/document-api';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { documents } from '../db/schema';
import { FORMATION_FILING_TITLE } from '../products/formation/formation-filing-pdf';
import { fileFormation } from '../test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app';
import { LINK_FORGED } from '../documents/document-links';
import { LINK_EXPIRED } from './document-routes';

describe('documents at /api/v1/services/documents', () => {
  let t: TestApp;
  let rosa: SignedInOwner;
  let ivan: SignedInOwner;
  let complianceId: number;
  let ivansId: number;

  const listOf = async (owner: SignedInOwner) => {
    const response = await asOwner(t, owner)(`/api/v1/services/documents/list/${owner.id}`);
    expect(response.statusCode).toBe(200);
    return response.json() as DocumentList;
  };
  const urls = (owner: SignedInOwner, query: string) =>
    asOwner(t, owner)(`/api/v1/services/documents/urls?individual_id=${owner.id}&${query}`);
  const linksTo = async (owner: SignedInOwner, ids: number[], expiresIn = 120) => {
    const response = await urls(owner, `document_ids=${ids.join(',')}&expires_in=${expiresIn}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { documents: DocumentLink[] }).documents;
  };
  /** Opens a link as a new browser tab does: no bearer token, no cookie. */
  const open = (url: string) => t.app.inject({ url: url.slice(TEST_PUBLIC_URL.length) });
  const contentOf = async (id: number, owner: SignedInOwner) =>
    Buffer.from((await t.app.services.documents.find(id, owner.id))!.content);

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await signedInOwner(t, 'rosa');
    ivan = await signedInOwner(t, 'ivan');
    const filed = await fileFormation(t, rosa);
    expect(filed.statusCode, filed.body).toBe(200);
    const certificate = async (
      owner: SignedInOwner,
      shelf: 'compliance' | 'company-documents',
      fileName: string,
    ) =>
      (
        await t.app.services.documents.store({
          individualId: owner.id,
          businessId: null,
          productKey: 'CERT_GOOD_STANDING',
          category: shelf,
          title: 'Certificate of good standing',
          fileName,
          contentType: 'application/pdf',
          content: new Uint8Array(Buffer.from('%PDF-1.7 certificate')),
        })
      ).id;
    complianceId = await certificate(rosa, 'compliance', 'Certificate – Bluebonnet Bikes.pdf');
    ivansId = await certificate(ivan, 'company-documents', 'ivan.pdf');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('lists the owner’s documents oldest first, each on its shelf, for the owner only', async () => {
    // The receipt is written a moment after the purchase.
    await expect
      .poll(async () => (await listOf(rosa)).documents.map((document) => document.title))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Receipt INV-\d{6}$/)]));
    const { individual_id, documents: listed } = await listOf(rosa);
    expect(individual_id).toBe(rosa.id);
    expect(
      listed.map(({ title, category, product_key }) => ({ title, category, product_key })),
    ).toEqual(
      expect.arrayContaining([
        {
          title: FORMATION_FILING_TITLE,
          category: 'company-documents',
          product_key: 'LLC_FORMATION',
        },
        {
          title: 'Certificate of good standing',
          category: 'compliance',
          product_key: 'CERT_GOOD_STANDING',
        },
        {
          title: expect.stringMatching(/^Receipt INV-\d{6}$/),
          category: 'company-documents',
          product_key: null,
        },
      ]),
    );
    expect(listed).toHaveLength(3);
    const ids = listed.map((document) => document.document_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(listed.map((document) => document.document_id)).not.toContain(ivansId);
    expect((await asOwner(t, ivan)(`/api/v1/services/documents/list/${rosa.id}`)).statusCode).toBe(
      403,
    );
  });

  it('answers an absolute link to each document asked for, ending in 120 s', async () => {
    const [formation] = (await listOf(rosa)).documents;
    const before = Date.now();
    const links = await linksTo(rosa, [formation!.document_id, complianceId]);
    expect(links.map(({ document_id, file_name }) => ({ document_id, file_name }))).toEqual([
      { document_id: formation!.document_id, file_name: formation!.file_name },
      { document_id: complianceId, file_name: 'Certificate – Bluebonnet Bikes.pdf' },
    ]);
    for (const link of links) {
      expect(link.url).toMatch(
        new RegExp(
          `^${TEST_PUBLIC_URL}/api/v1/services/documents/download/${link.document_id}\\?owner=${rosa.id}&expires=\\d+&signature=[\\w-]{43}$`,
        ),
      );
      const expiresAt = Date.parse(link.expires_at);
      expect(expiresAt).toBeGreaterThan(before + 118_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
    }
    // expires_in may be left out: 120 s.
    const response = await urls(rosa, `document_ids=${complianceId}`);
    expect(response.statusCode).toBe(200);
  });

  it('downloads the file by its link, without a token, as an attachment never cached', async () => {
    const [formation] = (await listOf(rosa)).documents;
    const [link] = await linksTo(rosa, [formation!.document_id]);
    const response = await open(link!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${formation!.file_name}"; filename*=UTF-8''${formation!.file_name}`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.equals(await contentOf(formation!.document_id, rosa))).toBe(true);
    expect(response.rawPayload.length).toBe(formation!.size);
    // The signature is the link's credential: the request log leaves it out.
    const signature = new URL(link!.url).searchParams.get('signature')!;
    expect(t.logs()).toContain(`/api/v1/services/documents/download/${formation!.document_id}`);
    expect(t.logs()).not.toContain(signature);

    // A name beyond ASCII keeps its letters in filename*, and a plain fallback in filename.
    const [certificate] = await linksTo(rosa, [complianceId]);
    expect((await open(certificate!.url)).headers['content-disposition']).toBe(
      `attachment; filename="Certificate _ Bluebonnet Bikes.pdf"; filename*=UTF-8''Certificate%20%E2%80%93%20Bluebonnet%20Bikes.pdf`,
    );
  });

  it('serves the receipt by its link exactly as the receipts route does', async () => {
    const receipt = (await listOf(rosa)).documents.find((document) =>
      document.title.startsWith('Receipt'),
    )!;
    const [link] = await linksTo(rosa, [receipt.document_id]);
    const byLink = await open(link!.url);
    const { stripe_customer_id: customerId } = (
      await asOwner(t, rosa)(`/api/v1/individual/${rosa.id}`)
    ).json() as { stripe_customer_id: string };
    const invoiceId = Number(/INV-(\d+)/.exec(receipt.title)![1]);
    const byRoute = await asOwner(
      t,
      rosa,
    )(`/checkout/v1/customer/${customerId}/receipts/${invoiceId}.pdf`);
    expect(byRoute.statusCode).toBe(200);
    expect(byLink.rawPayload.equals(byRoute.rawPayload)).toBe(true);
    expect(byRoute.headers['content-disposition']).toBe(
      `attachment; filename="${receipt.file_name}"`,
    );
  });

  it('works until the link ends, then answers 410 saying to download again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date(Math.floor(Date.now() / 1000) * 1000 + 500);
    vi.setSystemTime(start);
    const [link] = await linksTo(rosa, [complianceId]);
    const [short] = await linksTo(rosa, [complianceId], 30);
    expect(Date.parse(link!.expires_at)).toBe(start.getTime() - 500 + 120_000);

    vi.setSystemTime(start.getTime() + 29_000);
    expect((await open(short!.url)).statusCode).toBe(200);
    vi.setSystemTime(start.getTime() + 30_000);
    const shortEnded = await open(short!.url);
    expect(shortEnded.statusCode).toBe(410);
    expect(shortEnded.json()).toEqual({ message: LINK_EXPIRED });

    vi.setSystemTime(start.getTime() + 119_000);
    expect((await open(link!.url)).statusCode).toBe(200);
    vi.setSystemTime(start.getTime() + 120_000);
    const ended = await open(link!.url);
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toEqual({
      message: 'This download link has expired. Open your documents and download the file again.',
    });
  });

  it('answers 403 to a link forged or altered: signature, expiry, owner or document', async () => {
    const [link] = await linksTo(rosa, [complianceId]);
    const url = new URL(link!.url);
    const altered = (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return copy.toString();
    };
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const forgeries = [
      altered((u) =>
        u.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`),
      ),
      altered((u) => u.searchParams.set('expires', String(expires + 3600))),
      altered((u) => u.searchParams.set('owner', String(ivan.id))),
      altered((u) => (u.pathname = u.pathname.replace(/\d+$/, String(ivansId)))),
      altered((u) => u.searchParams.set('signature', 'A'.repeat(43))),
    ];
    for (const forged of forgeries) {
      const response = await open(forged);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json()).toEqual({ message: 'This download link is not valid.' });
    }
    expect(LINK_FORGED).toBe('This download link is not valid.');
    // Without its signature it is no link at all.
    const unsigned = await open(altered((u) => u.searchParams.delete('signature')));
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      message: "querystring must have required property 'signature'",
    });
  });

  it('leaves out ids that are not the owner’s, and refuses another owner’s individual_id', async () => {
    const links = await linksTo(rosa, [ivansId, complianceId, 999_999_999, complianceId]);
    expect(links.map((link) => link.document_id)).toEqual([complianceId]);
    expect(await linksTo(rosa, [ivansId])).toEqual([]);

    const foreign = await asOwner(
      t,
      ivan,
    )(`/api/v1/services/documents/urls?individual_id=${rosa.id}&document_ids=${complianceId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Forbidden' });
    const anonymous = await t.app.inject(
      `/api/v1/services/documents/urls?individual_id=${rosa.id}&document_ids=${complianceId}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses links that live longer than 120 s, and ids that are not a list of ids', async () => {
    const refused = async (query: string, message: string) => {
      const response = await urls(rosa, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message });
    };
    await refused(
      `document_ids=${complianceId}&expires_in=121`,
      'querystring/expires_in must be <= 120',
    );
    await refused(
      `document_ids=${complianceId}&expires_in=0`,
      'querystring/expires_in must be >= 1',
    );
    for (const ids of ['', '1,,2', 'one', '0', '1;2', '1234567890']) {
      await refused(
        `document_ids=${encodeURIComponent(ids)}`,
        expect.stringMatching(/^querystring\/document_ids must match pattern/) as unknown as string,
      );
    }
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await urls(rosa, `document_ids=${tooMany}`)).statusCode).toBe(400);
  });

  it('answers 404 to a live link whose document has gone since', async () => {
    const gone = await t.app.services.documents.store({
      individualId: rosa.id,
      businessId: null,
      productKey: 'EIN_APPLICATION',
      category: 'compliance',
      title: 'Soon deleted',
      fileName: 'gone.pdf',
      contentType: 'application/pdf',
      content: new Uint8Array([1]),
    });
    const [link] = await linksTo(rosa, [gone.id]);
    await t.database.db.delete(documents).where(eq(documents.id, gone.id));
    const response = await open(link!.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
