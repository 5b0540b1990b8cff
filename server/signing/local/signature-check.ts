import {
  DRAWN_SIGNATURE_MAX_BYTES,
  DRAWN_SIGNATURE_MAX_HEIGHT,
  DRAWN_SIGNATURE_MAX_WIDTH,
  PNG_DATA_URL_PREFIX,
  signatureMessages,
  type Signature,
} from '../../../src/domain/signing/signature-request';
import { checkFile, type FileRefusal, type FileRule } from '../../files/file-check';
import { trialStamp, type SignedSigner } from './signed-document';

/** A drawing as the signing pad makes it: what the pad's canvas exports, at its largest. */
const DRAWN_SIGNATURE: FileRule = {
  type: 'png',
  maxBytes: DRAWN_SIGNATURE_MAX_BYTES,
  maxWidth: DRAWN_SIGNATURE_MAX_WIDTH,
  maxHeight: DRAWN_SIGNATURE_MAX_HEIGHT,
};

/** What a signer is told of a drawing the file check refuses. */
const DRAWING_REFUSED: Readonly<Record<FileRefusal, string>> = {
  'wrong-type': signatureMessages.drawingNotPng,
  'too-large': signatureMessages.drawingTooLarge,
  unsupported: signatureMessages.drawingUnreadable,
  damaged: signatureMessages.drawingUnreadable,
  'over-budget': signatureMessages.drawingUnreadable,
};

/**
 * A signature as it is kept: the typed name trimmed, or the drawing's PNG bytes; or, for a
 * drawing that is no PNG data URL at all, what to tell the signer.
 */
export function keptSignature(signature: Signature): SignedSigner['signature'] | string {
  if (signature.kind === 'typed') return { kind: 'typed', name: signature.name.trim() };
  if (!signature.image.startsWith(PNG_DATA_URL_PREFIX)) return signatureMessages.drawingNotPng;
  const png = Buffer.from(signature.image.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  return { kind: 'drawn', png: new Uint8Array(png) };
}

/**
 * Why a signer's signature cannot go on their document, or null (decision 0055): a drawing
 * first goes through the one file check (its header before any pixel, its data inflated off the
 * event loop within the size it claims), then the signature is stamped on a trial copy by the
 * code the signed copy is made with, so one the completion could not draw is refused now, to
 * its own signer, rather than failing the last member's signature.
 */
export async function stampingProblem(signer: SignedSigner): Promise<string | null> {
  const { signature } = signer;
  if (signature.kind === 'drawn') {
    const verdict = await checkFile(signature.png, DRAWN_SIGNATURE);
    if (!verdict.ok) return DRAWING_REFUSED[verdict.refusal];
  }
  try {
    await trialStamp(signer);
    return null;
  } catch {
    return signature.kind === 'typed'
      ? signatureMessages.typedNotPrintable
      : signatureMessages.drawingUnreadable;
  }
}
