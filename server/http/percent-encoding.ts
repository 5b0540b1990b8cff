/**
 * Whether every percent-escape in an address or a form body decodes as UTF-8. A client that
 * percent-encodes a lone surrogate sends bytes that are not text: URLSearchParams would turn them
 * into replacement characters and Fastify's query parser would keep them escaped, so either way
 * a value the client never meant would be taken. Callers refuse such input instead.
 */
export function decodesAsUtf8(encoded: string): boolean {
  return encoded.split(/[?&=]/).every((part) => {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
      return true;
    } catch {
      return false;
    }
  });
}
