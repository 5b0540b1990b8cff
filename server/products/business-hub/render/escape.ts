const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text as HTML or XML text, or as an attribute's value in either: nothing in it can open a tag,
 * start an entity or end a quote.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
