import mammoth from 'mammoth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zipEntries } from '../../../../tests/support/zip-entries';
import { heading, para } from './docx-blocks';
import {
  NOT_LEGAL_ADVICE_NOTICE,
  PREPARED_WITH,
  renderTemplateDocx,
  TEMPLATE_LIBRARY_DATE,
} from './render-template';
import { BLANK_FILL, type TemplateShellInput } from './template-source';

/** A small template of the shell's own, so these tests don't depend on any real one. */
const SAMPLE: TemplateShellInput = {
  name: 'Sample & “Agreement”',
  description: 'A template for testing the shell <with> characters XML escapes.',
  category: 'Contracts & Agreements',
  legal: true,
  build: () => [heading('First section'), para('The body of the sample.')],
};
const NOT_LEGAL: TemplateShellInput = { ...SAMPLE, legal: false };

const partOf = (bytes: Uint8Array, path: string) => {
  const entry = zipEntries(bytes).get(path);
  if (!entry) throw new Error(`no ${path} in the document`);
  return entry.data.toString('utf8');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('renderTemplateDocx', () => {
  it('puts the title as the one Heading 1, then the Charter line and the body with its headings', async () => {
    const bytes = await renderTemplateDocx(NOT_LEGAL, BLANK_FILL);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(html).toBe(
      `<h1>Sample &amp; “Agreement”</h1><p>${PREPARED_WITH}</p><h2>First section</h2><p>The body of the sample.</p>`,
    );
    const styles = partOf(bytes, 'word/styles.xml');
    expect(styles).toContain('w:styleId="Heading1"');
    expect(styles).toContain('w:styleId="Heading2"');
    expect(styles).toContain('w:val="en-US"');
  });

  it('prints the not-legal-advice notice in a shaded box at the top and at the end of a legal template', async () => {
    const bytes = await renderTemplateDocx(SAMPLE, BLANK_FILL);
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const paragraphs = text.split('\n').filter((line) => line.trim() !== '');
    expect(paragraphs).toEqual([
      SAMPLE.name,
      PREPARED_WITH,
      NOT_LEGAL_ADVICE_NOTICE,
      'First section',
      'The body of the sample.',
      NOT_LEGAL_ADVICE_NOTICE,
    ]);
    expect(NOT_LEGAL_ADVICE_NOTICE).toMatch(/not legal, tax or financial advice/);
    expect(NOT_LEGAL_ADVICE_NOTICE).toMatch(/attorney/);
    const document = partOf(bytes, 'word/document.xml');
    expect(document.match(/<w:pBdr>/g)).toHaveLength(2);
    expect(document).toContain('w:fill="EEF3F8"');
  });

  it('numbers the pages in the footer', async () => {
    const bytes = await renderTemplateDocx(SAMPLE, BLANK_FILL);
    const footer = partOf(bytes, 'word/footer1.xml');
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
    expect(footer).toContain(`${SAMPLE.name.replace('&', '&amp;')} · Page `);
  });

  it('writes the title, description and creator Charter into the core properties, escaped', async () => {
    const bytes = await renderTemplateDocx(SAMPLE, BLANK_FILL);
    const core = partOf(bytes, 'docProps/core.xml');
    expect(core).toContain('<dc:title>Sample &amp; “Agreement”</dc:title>');
    expect(core).toContain(
      '<dc:description>A template for testing the shell &lt;with&gt; characters XML escapes.</dc:description>',
    );
    expect(core).toContain('<dc:creator>Charter</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Charter</cp:lastModifiedBy>');
    expect(core).toContain('<dc:subject>Contracts &amp; Agreements</dc:subject>');
    const stamp = TEMPLATE_LIBRARY_DATE.toISOString();
    expect(core).toContain(`<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>`);
    expect(core).toContain(
      `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>`,
    );
  });

  it('gives the same bytes whatever the clock says, and dates the document as asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-04T05:06:07Z'));
    const first = await renderTemplateDocx(SAMPLE, BLANK_FILL);
    vi.setSystemTime(new Date('2028-09-10T11:12:13Z'));
    const second = await renderTemplateDocx(SAMPLE, BLANK_FILL);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);

    const date = new Date('2027-06-15T13:45:30Z');
    const dated = await renderTemplateDocx(SAMPLE, BLANK_FILL, { date });
    expect(partOf(dated, 'docProps/core.xml')).toContain(date.toISOString());
    // MS-DOS form: 2027-06-15 13:45:30, from the date's UTC parts.
    const dosDate = ((2027 - 1980) << 9) | (6 << 5) | 15;
    const dosTime = (13 << 11) | (45 << 5) | (30 >> 1);
    for (const [path, entry] of zipEntries(dated)) {
      expect([entry.centralDate, entry.localDate], path).toEqual([dosDate, dosDate]);
      expect([entry.centralTime, entry.localTime], path).toEqual([dosTime, dosTime]);
    }
  });

  it('turns the page sideways for a landscape template', async () => {
    const portrait = partOf(await renderTemplateDocx(SAMPLE, BLANK_FILL), 'word/document.xml');
    const landscape = partOf(
      await renderTemplateDocx({ ...SAMPLE, landscape: true }, BLANK_FILL),
      'word/document.xml',
    );
    expect(portrait).toMatch(/<w:pgSz w:w="12240" w:h="15840" w:orient="portrait"/);
    expect(landscape).toMatch(/<w:pgSz w:w="15840" w:h="12240" w:orient="landscape"/);
  });
});
