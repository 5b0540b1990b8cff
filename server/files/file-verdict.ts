/**
 * Why a file a route received is refused, whatever its kind. Each route says it to its sender
 * in its own words (a signer, the back office); `detail` says what was found, for an operator.
 */
export type FileRefusal =
  /** Not the kind of file the route takes (not a PNG, not a PDF). */
  | 'wrong-type'
  /** More bytes, or more pixels, than the route takes. */
  | 'too-large'
  /** A variant of the kind the route never takes (a 16-bit, palette or interlaced PNG). */
  | 'unsupported'
  /** Cut short, a wrong checksum, or data that cannot be parsed. */
  | 'damaged'
  /** Reading it would take more memory or time than its budget (a compression bomb). */
  | 'over-budget';

export interface FileRefused {
  ok: false;
  refusal: FileRefusal;
  detail: string;
}

export type FileVerdict = { ok: true } | FileRefused;

export const ACCEPTED: FileVerdict = { ok: true };

export const refused = (refusal: FileRefusal, detail: string): FileVerdict => ({
  ok: false,
  refusal,
  detail,
});
