import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, invoiceReceipts } from '../db/schema';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { moveLegacyReceipts } from '../checkout/legacy-receipts';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { buyFormation } from '../test-support/purchases';
import { startS3Bucket } from '../test-support/s3-bucket';
import {
  createTestApp,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../test-support/test-app';
import { readConfig } from '../config';
import { documentFiles } from './document-files-config';
import { FolderDocumentFiles } from './folder-files';
import { sha256Hex, type NewDocument } from './document-store';
import { sweepUnreferencedFiles, UNREFERENCED_FILE_GRACE_MS } from './file-sweep';
import { moveLegacyDocumentBytes } from './legacy-bytes';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

const HOUR = 3600_000;

describe('the documents store on files (DATA_DIR/documents)', () => {
  let t: TestApp;
  let owner: SignedInOwner;
  let folder: string;

  const documentOf = (owner: SignedInOwner, text: string): NewDocument => ({
    individualId: owner.id,
    businessId: null,
    productKey: 'EIN_APPLICATION',
    category: 'compliance',
    title: 'A test record',
    fileName: 'test-record.txt',
    contentType: 'text/plain',
    content: bytes(text),
  });
  const filesOf = (owner: SignedInOwner) =>
    existsSync(join(folder, String(owner.id))) ? readdirSync(join(folder, String(owner.id))) : [];
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    folder = join(t.dataDir, 'documents');
    owner = await signedInOwner(t, 'files');
  });
  afterAll(() => t.close());

  it('finds the owner’s document already kept with the same bytes, product and title', async () => {
    const store = t.app.services.documents;
    const same = await signedInOwner(t, 'same-document');
    const first = await store.store(documentOf(same, 'the same words'));
    const key = {
      productKey: 'EIN_APPLICATION',
      title: 'A test record',
      sha256: sha256Hex(bytes('the same words')),
    };
    expect((await store.findSame(same.id, key))?.id).toBe(first.id);
    expect(await store.findSame(same.id, { ...key, title: 'Another title' })).toBeNull();
    expect(await store.findSame(same.id, { ...key, productKey: 'DOC_LIBRARY' })).toBeNull();
    expect(await store.findSame(same.id, { ...key, sha256: sha256Hex(bytes('other')) })).toBeNull();
    // Another owner's identical document is never theirs.
    expect(await store.findSame(owner.id, key)).toBeNull();
  });

  it('keeps the bytes in a file named by the row, and reads them back', async () => {
    const summary = await t.app.services.documents.store(documentOf(owner, 'hello, files'));
    expect(summary).toMatchObject({
      individualId: owner.id,
      category: 'compliance',
      sizeBytes: 12,
      sha256: sha256Hex(bytes('hello, files')),
    });
    const row = await rowOf(summary.id);
    expect(row!.content).toBeNull();
    expect(row!.fileKey).toMatch(new RegExp(`^${owner.id}/[0-9a-f-]{36}$`));
    expect(readFileSync(join(folder, row!.fileKey!), 'utf8')).toBe('hello, files');

    const found = await t.app.services.documents.find(summary.id, owner.id);
    expect(Buffer.from(found!.content).toString()).toBe('hello, files');
    expect(found).toMatchObject({ ...summary });
    // Another owner's id finds nothing, whatever the document id.
    expect(await t.app.services.documents.find(summary.id, owner.id + 1)).toBeNull();
  });

  it('keeps no row when the caller’s transaction rolls back, and sweeps its file after a day', async () => {
    const sweeper = await signedInOwner(t, 'rollback');
    const kept = await t.app.services.documents.store(documentOf(sweeper, 'kept'));
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.documents.store(documentOf(sweeper, 'rolled back'), tx);
        throw new Error('the submission failed after its document');
      }),
    ).rejects.toThrow('the submission failed after its document');

    expect((await t.app.services.documents.list(sweeper.id)).map((d) => d.id)).toEqual([kept.id]);
    // The file was written before the row, so it stays until the sweep.
    expect(filesOf(sweeper)).toHaveLength(2);

    const files = new FolderDocumentFiles(folder);
    // Within the grace period nothing goes: its transaction could still be running.
    expect(await sweepUnreferencedFiles(t.database.db, files, new Date())).toBe(0);
    expect(filesOf(sweeper)).toHaveLength(2);

    const dayLater = new Date(Date.now() + UNREFERENCED_FILE_GRACE_MS + HOUR);
    expect(await sweepUnreferencedFiles(t.database.db, files, dayLater)).toBe(1);
    expect(filesOf(sweeper)).toEqual([(await rowOf(kept.id))!.fileKey!.split('/')[1]]);
    const found = await t.app.services.documents.find(kept.id, sweeper.id);
    expect(Buffer.from(found!.content).toString()).toBe('kept');
  });

  it('fails loudly, never with empty bytes, when a kept document’s file is gone', async () => {
    const summary = await t.app.services.documents.store(documentOf(owner, 'soon gone'));
    await new FolderDocumentFiles(folder).delete((await rowOf(summary.id))!.fileKey!);
    await expect(t.app.services.documents.find(summary.id, owner.id)).rejects.toThrow(
      `The file of document ${summary.id} is missing`,
    );
  });
});

describe('documents kept in their rows before the files (decisions 0037 and 0015)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let first: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await createTestApp({}, database);
    await seedCheckoutCatalogue(database.db);
    owner = await signedInOwner(first, 'legacy');
  });
  afterAll(async () => {
    await first.close();
    await database.drop();
  });

  /** A document as the store kept it before decision 0048: its bytes in the row. */
  const legacyRow = (text: string) => ({
    individualId: owner.id,
    businessId: null,
    productKey: 'EIN_APPLICATION',
    category: 'company-documents',
    title: 'EIN application (IRS Form SS-4) as submitted',
    fileName: 'ein-application-ss4-2025-01-02.pdf',
    contentType: 'application/pdf',
    content: bytes(text),
    sizeBytes: text.length,
    sha256: sha256Hex(bytes(text)),
  });

  it('reads a document still in its row, then moves it to a file at the next start, once', async () => {
    const [legacy] = await database.db
      .insert(documents)
      .values(legacyRow('%PDF- legacy EIN record'))
      .returning();
    const before = await first.app.services.documents.find(legacy!.id, owner.id);
    expect(Buffer.from(before!.content).toString()).toBe('%PDF- legacy EIN record');

    // A server starting on this database moves it before it answers anything.
    const next = await createTestApp({}, database);
    try {
      const [moved] = await database.db
        .select()
        .from(documents)
        .where(eq(documents.id, legacy!.id));
      expect(moved).toMatchObject({ content: null, sha256: legacy!.sha256, sizeBytes: 23 });
      expect(readFileSync(join(next.dataDir, 'documents', moved!.fileKey!), 'utf8')).toBe(
        '%PDF- legacy EIN record',
      );
      const after = await next.app.services.documents.find(legacy!.id, owner.id);
      expect(Buffer.from(after!.content).toString()).toBe('%PDF- legacy EIN record');

      // Nothing is left to move: a second run (another start) moves nothing.
      const files = new FolderDocumentFiles(join(next.dataDir, 'documents'));
      expect(await moveLegacyDocumentBytes(database.db, files)).toBe(0);
    } finally {
      await next.close();
    }
  });

  it('moves every row once when two processes start together', async () => {
    const rows = Array.from({ length: 45 }, (_, index) => legacyRow(`legacy ${index}`));
    await database.db.insert(documents).values(rows);
    const files = new FolderDocumentFiles(join(first.dataDir, 'documents'));
    const ownFiles = () => readdirSync(join(first.dataDir, 'documents', String(owner.id)));
    const filesBefore = existsSync(join(first.dataDir, 'documents', String(owner.id)))
      ? ownFiles().length
      : 0;

    const moved = await Promise.all([
      moveLegacyDocumentBytes(database.db, files),
      moveLegacyDocumentBytes(database.db, files),
    ]);
    expect(moved[0] + moved[1]).toBe(45);
    const left = await database.db
      .select()
      .from(documents)
      .where(eq(documents.individualId, owner.id));
    expect(left.filter((row) => row.fileKey === null)).toEqual([]);
    // One file per row: no row was moved twice.
    expect(ownFiles().length - filesBefore).toBe(45);
  });

  it('moves receipts kept in invoice_receipts into the store; the receipt answers as before', async () => {
    await buyFormation(first, owner);
    const own = asOwner(first, owner);
    const { stripe_customer_id: customerId } = (
      await own(`/api/v1/individual/${owner.id}`)
    ).json() as { stripe_customer_id: string };
    const receiptReady = async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const listed = (await own(`/checkout/v1/customer/${customerId}/receipts`)).json() as {
          invoices: Array<{ invoice_id: number }>;
        };
        if (listed.invoices[0]) return listed.invoices[0].invoice_id;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no receipt');
    };
    const invoiceId = await receiptReady();
    const [receipt] = await database.db
      .select()
      .from(invoiceReceipts)
      .where(eq(invoiceReceipts.invoiceId, invoiceId));
    // As decision 0015 kept it: the PDF in the receipt's row, no document.
    const pdf = (await first.app.services.documents.find(receipt!.documentId!, owner.id))!.content;
    await database.db
      .update(invoiceReceipts)
      .set({ documentId: null, pdf })
      .where(eq(invoiceReceipts.invoiceId, invoiceId));
    await database.db.delete(documents).where(eq(documents.id, receipt!.documentId!));
    const receiptPath = `/checkout/v1/customer/${customerId}/receipts/${invoiceId}.pdf`;
    // Served from its row until moved.
    expect(Buffer.from((await own(receiptPath)).rawPayload).equals(Buffer.from(pdf))).toBe(true);

    expect(await moveLegacyReceipts(database.db, first.app.services.documents)).toBe(1);
    expect(await moveLegacyReceipts(database.db, first.app.services.documents)).toBe(0);
    const [moved] = await database.db
      .select()
      .from(invoiceReceipts)
      .where(eq(invoiceReceipts.invoiceId, invoiceId));
    expect(moved).toMatchObject({ pdf: null, documentId: expect.any(Number) });
    const listed = await first.app.services.documents.list(owner.id);
    expect(listed.find((document) => document.id === moved!.documentId)).toMatchObject({
      productKey: null,
      category: 'company-documents',
      title: expect.stringMatching(/^Receipt INV-\d{6}$/),
      fileName: expect.stringMatching(/^charter-receipt-INV-\d{6}\.pdf$/),
      sha256: sha256Hex(pdf),
    });
    const served = await own(receiptPath);
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe('the documents store in an S3-compatible bucket (DOCUMENTS_S3_*)', () => {
  let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
  let t: TestApp;

  beforeAll(async () => {
    bucket = await startS3Bucket();
    t = await createTestApp(bucket.env);
  });
  afterAll(async () => {
    await t.close();
    await bucket.stop();
  });

  it('keeps the file in the bucket, not DATA_DIR, and serves it by its link byte for byte', async () => {
    const owner = await signedInOwner(t, 'bucket');
    const content = new Uint8Array([...Array(256).keys(), 37, 80, 68, 70]);
    const certificate: NewDocument = {
      individualId: owner.id,
      businessId: null,
      productKey: 'CERT_GOOD_STANDING',
      category: 'compliance',
      title: 'Certificate of good standing',
      fileName: 'certificate.pdf',
      contentType: 'application/pdf',
      content,
    };
    const { id } = await t.app.services.documents.store(certificate);
    expect(existsSync(join(t.dataDir, 'documents'))).toBe(false);
    const files = await documentFiles(readConfig(bucket.env).documents);
    try {
      const fileKey = (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!
        .fileKey!;
      expect(Buffer.from((await files.get(fileKey))!).equals(Buffer.from(content))).toBe(true);

      const links = await asOwner(
        t,
        owner,
      )(`/api/v1/services/documents/urls?individual_id=${owner.id}&document_ids=${id}`);
      const [link] = (links.json() as { documents: Array<{ url: string }> }).documents;
      const download = await t.app.inject(link!.url.slice(TEST_PUBLIC_URL.length));
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(Buffer.from(content))).toBe(true);

      // A rolled-back store leaves its object, which the sweep removes a day later.
      await expect(
        t.database.db.transaction(async (tx) => {
          await t.app.services.documents.store(certificate, tx);
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(await t.app.services.documents.list(owner.id)).toHaveLength(1);
      const dayLater = new Date(Date.now() + UNREFERENCED_FILE_GRACE_MS + HOUR);
      expect(await sweepUnreferencedFiles(t.database.db, files, dayLater)).toBe(1);
      expect(await sweepUnreferencedFiles(t.database.db, files, dayLater)).toBe(0);
      expect(await files.get(fileKey)).not.toBeNull();
    } finally {
      files.close?.();
    }
  });
});
