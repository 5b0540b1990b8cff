import { printableText } from '../../src/domain/text-characters';

/**
 * Left-aligned columns two spaces apart, under a header and a rule: for terminal output. A
 * cell's control characters are shown as escapes (\r\n), so a value stored before text was
 * held to one line (an owner's name with a line break) cannot break its row or the terminal.
 */
export function textTable(header: readonly string[], rows: readonly string[][]): string[] {
  const cells = rows.map((row) => row.map(printableText));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)];
}
