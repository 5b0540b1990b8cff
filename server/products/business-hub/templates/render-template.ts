import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  TextRun,
  type FileChild,
} from 'docx';
import { noteBox, PAGE, runs, smallPrint } from './docx-blocks';
import { setZipFileTimes } from './zip-times';
import type { TemplateFill, TemplateShellInput } from './template-source';

/**
 * Charter's document shell around a template's body: the title (the only Heading 1), a small
 * 'Prepared with Charter' line, the not-legal-advice notice at the top and the end of a legal
 * template, page numbers in the footer, real heading styles (Word's navigation pane and screen
 * readers use them) and the document's properties. The same template and fill give the same
 * bytes, because the content service stores blank templates by the hash of their bytes.
 */

/** The notice every legal template carries, at its top in a shaded box and again at its end. */
export const NOT_LEGAL_ADVICE_NOTICE =
  'Not legal advice: this template is general information, not legal, tax or financial advice, and it can’t cover every situation or promise a result. Laws differ from state to state. Read it through, change what doesn’t fit your business, and have an attorney licensed in your state review it before you sign or rely on it.';

export const PREPARED_WITH = 'Prepared with Charter';

/**
 * The date written into the document's properties and its zip entries when the caller gives
 * none: a fixed one (when the library was written), so a blank template's bytes never change.
 */
export const TEMPLATE_LIBRARY_DATE = new Date('2026-11-01T00:00:00.000Z');

export interface RenderOptions {
  /** The created and modified date of the document (a filled one: when it was filled). */
  date?: Date;
}

const CREATOR = 'Charter';
const FONT = 'Calibri';
const HEADING_COLOR = '1F3864';

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/**
 * docProps/core.xml, written here because docx stamps its created and modified dates with the
 * clock and takes no date of its own; Packer's `overrides` replaces the part it writes.
 */
function corePropertiesXml(template: TemplateShellInput, date: Date): string {
  const stamp = date.toISOString();
  const element = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    element('dc:title', template.name),
    element('dc:subject', template.category),
    element('dc:creator', CREATOR),
    element('dc:description', template.description),
    element('dc:language', 'en-US'),
    element('cp:lastModifiedBy', CREATOR),
    element('cp:revision', '1'),
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>`,
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>`,
    '</cp:coreProperties>',
  ].join('');
}

/** The shell's content: title, the Charter line, the notices around the template's body. */
function shellChildren(template: TemplateShellInput, fill: TemplateFill): FileChild[] {
  const notice = template.legal ? [noteBox(NOT_LEGAL_ADVICE_NOTICE)] : [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(template.name) }),
    smallPrint(PREPARED_WITH),
    ...notice,
    ...template.build(fill),
    ...notice,
  ];
}

function pageFooter(template: TemplateShellInput): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [
              `${template.name} · Page `,
              PageNumber.CURRENT,
              ' of ',
              PageNumber.TOTAL_PAGES,
            ],
            size: 18,
            color: '595959',
          }),
        ],
      }),
    ],
  });
}

const headingStyle = (size: number, before: number) => ({
  run: { font: FONT, size, bold: true, color: HEADING_COLOR },
  paragraph: { spacing: { before, after: 120 } },
});

function templateDocument(template: TemplateShellInput, fill: TemplateFill): Document {
  return new Document({
    styles: {
      default: {
        document: { run: { font: FONT, size: 22, language: { value: 'en-US' } } },
        heading1: headingStyle(32, 0),
        heading2: headingStyle(26, 280),
        heading3: headingStyle(23, 200),
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: PAGE.width,
              height: PAGE.height,
              orientation: template.landscape
                ? PageOrientation.LANDSCAPE
                : PageOrientation.PORTRAIT,
            },
            margin: {
              top: PAGE.margin,
              right: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
            },
          },
        },
        footers: { default: pageFooter(template) },
        children: shellChildren(template, fill),
      },
    ],
  });
}

/** The template as a DOCX file, blank or filled, the same bytes for the same input. */
export async function renderTemplateDocx(
  template: TemplateShellInput,
  fill: TemplateFill,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const date = options.date ?? TEMPLATE_LIBRARY_DATE;
  const core = { path: 'docProps/core.xml', data: corePropertiesXml(template, date) };
  const packed = await Packer.toBuffer(templateDocument(template, fill), false, [core]);
  return setZipFileTimes(new Uint8Array(packed), date);
}
