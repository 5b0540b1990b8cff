import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';

/**
 * The building blocks every template's body is made of, so templates never copy each other's
 * layout: headings, paragraphs, lists, numbered clauses, tables, money lines and signature
 * blocks. Text is plain strings; a fill-in is written '[Label]' (see `placeholder`), and every
 * block prints it shaded so the owner can find what is left to fill in.
 */

/** US Letter with one-inch margins, in twentieths of a point (twips). */
export const PAGE = { width: 12_240, height: 15_840, margin: 1_440 } as const;
/** The width text runs across, upright and turned sideways (a table's columns share it). */
export const CONTENT_WIDTH = {
  portrait: PAGE.width - 2 * PAGE.margin,
  landscape: PAGE.height - 2 * PAGE.margin,
} as const;

/** The one fill-in convention: '[Client name]'. */
export const placeholder = (label: string) => `[${label}]`;
/** A line to sign or write on by hand, where a typed placeholder would not do. */
export const WRITE_IN_LINE = '_'.repeat(36);

const PLACEHOLDER_PATTERN = /(\[[^\]\n]+\])/;
const PLACEHOLDER_SHADE = 'FFF2CC';
const NOTE_SHADE = 'EEF3F8';
const NOTE_BORDER = '8EA9C1';
const RULE_COLOR = 'BFBFBF';
const HEADER_SHADE = 'E7ECF2';

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  /** Half-points: 22 is 11 pt. */
  size?: number;
  color?: string;
}

/** A text's runs: its placeholders shaded, its line breaks (a text area's answer) kept. */
export function runs(text: string, style: RunStyle = {}): TextRun[] {
  return text.split('\n').flatMap((line, lineIndex) =>
    line
      .split(PLACEHOLDER_PATTERN)
      .filter((piece) => piece !== '')
      .map(
        (piece, pieceIndex) =>
          new TextRun({
            text: piece,
            ...style,
            ...(lineIndex > 0 && pieceIndex === 0 ? { break: 1 } : {}),
            ...(PLACEHOLDER_PATTERN.test(piece)
              ? { shading: { type: ShadingType.CLEAR, fill: PLACEHOLDER_SHADE, color: 'auto' } }
              : {}),
          }),
      ),
  );
}

/** A section heading (Heading 2: the shell's title is the only Heading 1). */
export function heading(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(text), keepNext: true });
}

/** A heading inside a section (Heading 3). */
export function subheading(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_3, children: runs(text), keepNext: true });
}

/** A paragraph of body text; its parts are joined as written. */
export function para(...parts: string[]): Paragraph {
  return new Paragraph({ children: runs(parts.join('')), spacing: { after: 160 } });
}

/** A paragraph that starts with a bold label: 'Invoice number: [Invoice number]'. */
export function labelled(label: string, value: string): Paragraph {
  return new Paragraph({
    children: [...runs(`${label}: `, { bold: true }), ...runs(value)],
    spacing: { after: 80 },
  });
}

/** A bulleted list. */
export function bullets(items: readonly string[]): Paragraph[] {
  return items.map(
    (item) => new Paragraph({ children: runs(item), bullet: { level: 0 }, spacing: { after: 80 } }),
  );
}

/** A checklist: an empty box to tick before each item, for printing or ticking in Word. */
export function checklist(items: readonly string[]): Paragraph[] {
  return items.map(
    (item) =>
      new Paragraph({
        children: runs(`☐\t${item}`),
        tabStops: [{ type: TabStopType.LEFT, position: 360 }],
        indent: { left: 360, hanging: 360 },
        spacing: { after: 100 },
      }),
  );
}

/** One numbered clause of an agreement: its title and its paragraphs. */
export interface Clause {
  title: string;
  body: readonly string[];
}

/**
 * Clauses numbered in order, each title a Heading 2 ('3. Payment'), so Word can navigate them;
 * `first` continues the numbering after a table or list between two runs of clauses.
 */
export function clauses(list: readonly Clause[], first = 1): Paragraph[] {
  return list.flatMap((clause, index) => [
    heading(`${first + index}. ${clause.title}`),
    ...clause.body.map((text) => para(text)),
  ]);
}

/** A shaded, bordered box for a notice or a tip that must not be missed. */
export function noteBox(text: string): Paragraph {
  const side = { style: BorderStyle.SINGLE, size: 6, color: NOTE_BORDER, space: 6 };
  return new Paragraph({
    children: runs(text),
    shading: { type: ShadingType.CLEAR, fill: NOTE_SHADE, color: 'auto' },
    border: { top: side, bottom: side, left: side, right: side },
    spacing: { before: 160, after: 240 },
  });
}

/** Guidance for the owner, not for the other party: a box to read, then delete. */
export function ownerNote(text: string): Paragraph {
  return noteBox(
    `For you, before you use this: ${text} Delete this box from the copy you send or sign.`,
  );
}

/** A line with its label on the left and its amount at the right margin: 'Total due   $950.00'. */
export function moneyLine(label: string, amount: string, bold = false): Paragraph {
  return new Paragraph({
    children: runs(`${label}\t${amount}`, { bold }),
    tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH.portrait }],
    spacing: { after: 80 },
  });
}

/** Who signs for a party: the party's name, then lines to sign and date by hand. */
export interface Signer {
  party: string;
  name: string;
  title?: string;
}

/** A signature block kept on one page: party, signature line, printed name, title, date. */
export function signatureBlock(signer: Signer): Paragraph[] {
  const lines = [
    `Signature: ${WRITE_IN_LINE}`,
    `Name: ${signer.name}`,
    ...(signer.title ? [`Title: ${signer.title}`] : []),
    `Date: ${WRITE_IN_LINE}`,
  ];
  return [
    new Paragraph({
      children: runs(signer.party, { bold: true }),
      keepNext: true,
      spacing: { before: 360, after: 120 },
    }),
    ...lines.map(
      (line, index) =>
        new Paragraph({
          children: runs(line),
          keepNext: index < lines.length - 1,
          spacing: { after: 160 },
        }),
    ),
  ];
}

const ruleBorder = { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOR };
const TABLE_BORDERS = {
  top: ruleBorder,
  bottom: ruleBorder,
  left: ruleBorder,
  right: ruleBorder,
  insideHorizontal: ruleBorder,
  insideVertical: ruleBorder,
};

interface CellOptions {
  header?: boolean;
  bold?: boolean;
  /** Small text and narrow padding, so a figure fits a month's column of a worksheet. */
  compact?: boolean;
}

/** A cell of text; a header cell is shaded and bold. */
function cell(text: string, options: CellOptions = {}) {
  const bold = options.header === true || options.bold === true;
  const side = options.compact ? 40 : 100;
  return new TableCell({
    children: [
      new Paragraph({ children: runs(text, { bold, ...(options.compact ? { size: 16 } : {}) }) }),
    ],
    ...(options.header
      ? { shading: { type: ShadingType.CLEAR, fill: HEADER_SHADE, color: 'auto' } }
      : {}),
    margins: { top: 60, bottom: 60, left: side, right: side },
  });
}

/** Column widths in twips from relative weights, across the given text width. */
function columnWidths(weights: readonly number[], width: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.floor((weight * width) / total));
}

function table(rows: TableRow[], weights: readonly number[], width: number): Table {
  return new Table({
    rows,
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: columnWidths(weights, width),
    layout: TableLayoutType.FIXED,
    borders: TABLE_BORDERS,
  });
}

/** A two-column table of details: a bold label and its value on each row. */
export function detailsTable(rows: ReadonlyArray<readonly [string, string]>): Table {
  return table(
    rows.map(
      ([label, value]) => new TableRow({ children: [cell(label, { bold: true }), cell(value)] }),
    ),
    [1, 2],
    CONTENT_WIDTH.portrait,
  );
}

/** A row's cells; a bold row (a section's title, a subtotal, a total) is wrapped by `boldRow`. */
export type TableLine = readonly string[] | { readonly bold: readonly string[] };

export const boldRow = (...cells: string[]): TableLine => ({ bold: cells });

export interface RowsTableOptions {
  /** The column headings: the first row, repeated on every page the table runs onto. */
  header: readonly string[];
  rows: ReadonlyArray<TableLine>;
  /** Relative column widths; equal when not given. */
  weights?: readonly number[];
  /** Landscape for a wide worksheet. */
  orientation?: keyof typeof CONTENT_WIDTH;
  /** Smaller text, for many columns. */
  compact?: boolean;
}

/** A table of rows under a header row: invoice lines, worksheets, lists of people. */
export function rowsTable(options: RowsTableOptions): Table {
  const row = (cells: readonly string[], style: { header?: boolean; bold?: boolean }) =>
    new TableRow({
      children: cells.map((text) => cell(text, { ...style, compact: options.compact })),
      // Only the header row carries the flag: mammoth reads a false one as a header too.
      ...(style.header ? { tableHeader: true } : {}),
      cantSplit: true,
    });
  return table(
    [
      row(options.header, { header: true }),
      ...options.rows.map((line) =>
        'bold' in line ? row(line.bold, { bold: true }) : row(line, {}),
      ),
    ],
    options.weights ?? options.header.map(() => 1),
    CONTENT_WIDTH[options.orientation ?? 'portrait'],
  );
}

/** Text in small grey type, such as the shell's 'Prepared with Charter' line. */
export function smallPrint(text: string, alignment: 'left' | 'center' = 'left'): Paragraph {
  return new Paragraph({
    children: runs(text, { size: 18, color: '595959' }),
    alignment: alignment === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: 200 },
  });
}

/** Blocks in reading order, for bodies built from several helpers. */
export function body(...parts: ReadonlyArray<FileChild | readonly FileChild[]>): FileChild[] {
  return parts.flat();
}
