import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import type { Database } from '../db/database';
import { documents } from '../db/schema';

/** A document to keep: what it is, whose business it belongs to, and its bytes. */
export interface NewDocument {
  individualId: number;
  businessId: number | null;
  productKey: ProductKey;
  title: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** A kept document without its bytes: what a list of documents shows. */
export interface DocumentSummary {
  id: number;
  individualId: number;
  businessId: number | null;
  productKey: string;
  title: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
}

export type StoredDocument = DocumentSummary & { content: Uint8Array };

const summaryColumns = {
  id: documents.id,
  individualId: documents.individualId,
  businessId: documents.businessId,
  productKey: documents.productKey,
  title: documents.title,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  createdAt: documents.createdAt,
};

/**
 * Keeps a document of an owner's business (inside the caller's transaction when given one, so
 * it is written with whatever made it, or not at all); its size and SHA-256 are worked out here.
 */
export async function storeDocument(db: Database, document: NewDocument): Promise<DocumentSummary> {
  const [stored] = await db
    .insert(documents)
    .values({
      ...document,
      sizeBytes: document.content.byteLength,
      sha256: createHash('sha256').update(document.content).digest('hex'),
    })
    .returning(summaryColumns);
  return stored!;
}

/** The owner's documents, oldest first, without their bytes. */
export function listDocuments(db: Database, individualId: number): Promise<DocumentSummary[]> {
  return db
    .select(summaryColumns)
    .from(documents)
    .where(eq(documents.individualId, individualId))
    .orderBy(asc(documents.id));
}

/** One of the owner's documents with its bytes; null when there is none or it is another's. */
export async function findDocument(
  db: Database,
  id: number,
  individualId: number,
): Promise<StoredDocument | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: documents.content })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.individualId, individualId)));
  return row ?? null;
}
