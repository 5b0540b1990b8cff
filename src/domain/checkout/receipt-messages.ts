/**
 * Spec dashboard §8 "Receipts", word for word: the server answers the first while a receipt is
 * written; the pages that offer a receipt say either.
 */
export const RECEIPT_BEING_PREPARED =
  'Your receipt is being prepared. Please wait a moment and try again.';
export const RECEIPT_DOWNLOAD_FAILED = 'Failed to download receipt';
