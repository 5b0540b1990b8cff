import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import type { DocumentCategory } from '../../src/domain/documents/document-categories';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import { newFileKey, type DocumentFiles } from './document-files';

/** A document to keep: what it is, whose business it belongs to, its shelf and its bytes. */
export interface NewDocument {
  individualId: number;
  businessId: number | null;
  /** The service it belongs to; null for a receipt, which covers a whole purchase. */
  productKey: ProductKey | null;
  /** The order it came back for (decision 0091); none for what no single order produced. */
  orderId?: number | null;
  category: DocumentCategory;
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
  productKey: string | null;
  orderId: number | null;
  category: DocumentCategory;
  title: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
}

export type StoredDocument = DocumentSummary & { content: Uint8Array };

/**
 * The one store of everything Charter produces or receives for an owner's business (issue 16,
 * DESIGN.md "Documents, mail and background work"): receipts, filings as submitted,
 * agreements, certificates and their audit trails.
 */
export interface DocumentStore {
  /**
   * Keeps a document. `db` is the caller's transaction when the document must be kept with
   * what made it (a submission) or not at all.
   */
  store(document: NewDocument, db?: Database): Promise<DocumentSummary>;
  /** The owner's documents, oldest first, without their bytes. */
  list(individualId: number): Promise<DocumentSummary[]>;
  /** One of the owner's documents with its bytes; null when there is none or it is another's. */
  find(id: number, individualId: number): Promise<StoredDocument | null>;
  /**
   * The owner's document already kept with these bytes under this product and title (the
   * newest), or null: for a product that may produce the same document twice and keeps it once.
   */
  findSame(individualId: number, same: SameDocument): Promise<DocumentSummary | null>;
}

/** What makes two of an owner's documents the same one. */
export interface SameDocument {
  productKey: string;
  title: string;
  sha256: string;
}

const summaryColumns = {
  id: documents.id,
  individualId: documents.individualId,
  businessId: documents.businessId,
  productKey: documents.productKey,
  orderId: documents.orderId,
  category: documents.category,
  title: documents.title,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  createdAt: documents.createdAt,
};

export const sha256Hex = (content: Uint8Array) =>
  createHash('sha256').update(content).digest('hex');

/**
 * The store with each document's row in the database and its bytes in a file of `files`
 * (decision 0048).
 */
export class FileDocumentStore implements DocumentStore {
  constructor(
    private readonly db: Database,
    private readonly files: DocumentFiles,
  ) {}

  /**
   * The file first, under a key no other file has, then the row, in the caller's transaction:
   * a transaction rolled back leaves at most a file no row names, which the sweep removes
   * (sweepUnreferencedFiles); a row never names a file that is not there.
   */
  async store(document: NewDocument, db: Database = this.db): Promise<DocumentSummary> {
    const { content, ...described } = document;
    const fileKey = newFileKey(document.individualId);
    await this.files.put(fileKey, content, document.contentType);
    const [stored] = await db
      .insert(documents)
      .values({
        ...described,
        fileKey,
        sizeBytes: content.byteLength,
        sha256: sha256Hex(content),
      })
      .returning(summaryColumns);
    return stored as DocumentSummary;
  }

  list(individualId: number): Promise<DocumentSummary[]> {
    return this.db
      .select(summaryColumns)
      .from(documents)
      .where(eq(documents.individualId, individualId))
      .orderBy(asc(documents.id)) as Promise<DocumentSummary[]>;
  }

  async findSame(individualId: number, same: SameDocument): Promise<DocumentSummary | null> {
    const [row] = await this.db
      .select(summaryColumns)
      .from(documents)
      .where(
        and(
          eq(documents.individualId, individualId),
          eq(documents.productKey, same.productKey),
          eq(documents.title, same.title),
          eq(documents.sha256, same.sha256),
        ),
      )
      .orderBy(desc(documents.id))
      .limit(1);
    return (row as DocumentSummary | undefined) ?? null;
  }

  async find(id: number, individualId: number): Promise<StoredDocument | null> {
    const [row] = await this.db
      .select({ ...summaryColumns, fileKey: documents.fileKey, legacy: documents.content })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.individualId, individualId)));
    if (!row) return null;
    const { fileKey, legacy, ...summary } = row;
    // A row still holding its bytes (written before the move at start, or by a process of the
    // previous version during a rolling deploy) is read from the row.
    const content = fileKey === null ? legacy : await this.files.get(fileKey);
    if (!content) throw new Error(`The file of document ${id} is missing`);
    return { ...(summary as DocumentSummary), content };
  }
}
