import type { ServerConfig } from '../config';
import type { DocumentFiles } from './document-files';
import { FolderDocumentFiles } from './folder-files';

/**
 * The bucket when one is configured (DOCUMENTS_S3_BUCKET), else DATA_DIR/documents. The S3
 * client is loaded only for a bucket: a server keeping its documents in a folder never pays
 * for it at start.
 */
export async function documentFiles({
  folder,
  s3,
}: ServerConfig['documents']): Promise<DocumentFiles> {
  if (!s3) return new FolderDocumentFiles(folder);
  const { S3DocumentFiles } = await import('./s3-files');
  return new S3DocumentFiles(s3);
}
