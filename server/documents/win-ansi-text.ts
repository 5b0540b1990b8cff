/** The characters WinAnsi adds to Latin-1 in 0x80–0x9F (typographic quotes, dashes, €…). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
};

/**
 * Text the PDF standard fonts (Times, Helvetica) can draw: they know only WinAnsi, so any
 * other character (another script, an emoji in a name) becomes '?', and control characters a
 * space, rather than failing the document or drawing nothing. Line breaks are kept.
 */
export function winAnsiText(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      [...line]
        .map((char) => (isWinAnsi(char) ? char : /\s|\p{Cc}/u.test(char) ? ' ' : '?'))
        .join(''),
    )
    .join('\n');
}
