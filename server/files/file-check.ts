import type { FileVerdict } from './file-verdict';
import { checkPdf, type PdfRule } from './pdf-file';
import { checkPng, type PngRule } from './png-file';

export type { FileRefusal, FileRefused, FileVerdict } from './file-verdict';

/** What a route takes: each kind's rule says its limits. */
export type FileRule = PngRule | PdfRule;

/**
 * The one check every route or command that accepts an image or a file runs before anything
 * decodes it (decision 0055): a drawn signature, a document the back office attaches, anything
 * later. It reads headers before content, and bounds every decoding in memory and time, off
 * the event loop: a hostile file is refused with a FileRefusal and never stalls the server.
 */
export function checkFile(bytes: Uint8Array, rule: FileRule): Promise<FileVerdict> {
  return rule.type === 'png' ? checkPng(bytes, rule) : checkPdf(bytes, rule);
}
