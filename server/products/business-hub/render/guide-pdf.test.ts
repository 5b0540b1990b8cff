import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { winAnsiText } from '../../../documents/win-ansi-text';
import { readTaggedPdf, structureTypes } from '../../../test-support/pdf-structure';
import { readPdfText } from '../../../test-support/pdf-text';
import type { GuideSource } from '../content/content-source';
import { GUIDES } from '../content/index';
import { notAdviceNote } from '../content/not-advice';
import { plainText } from './blocks';
import { renderGuidePdf } from './guide-pdf';
import { guideSearchText } from './search-text';

const notice = notAdviceNote('');
const NOT_ADVICE = ('note' in notice ? plainText(notice.note) : '').trim();

/** A page's text with the line breaks and spaces between runs folded to single spaces. */
const flatText = async (bytes: Uint8Array) =>
  (await readPdfText(bytes)).pages.join(' ').replace(/\s+/g, ' ');

describe.each(GUIDES.map((guide) => [guide.slug, guide] as const))(
  'the %s guide PDF',
  (_, guide) => {
    let bytes: Uint8Array;
    beforeAll(async () => {
      bytes = await renderGuidePdf(guide);
    });

    it('is tagged, in US English, titled by the guide, with a structure tree', async () => {
      const pdf = await readTaggedPdf(bytes);

      expect(pdf.marked).toBe(true);
      expect(pdf.lang).toBe('en-US');
      expect(pdf.displayDocTitle).toBe(true);
      expect((await readPdfText(bytes)).title).toBe(guide.name);
      expect(pdf.structure?.map((node) => node.type)).toEqual(['Document']);
      const types = new Set(structureTypes(pdf.structure ?? []));
      for (const type of ['H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Link']) {
        expect(types, type).toContain(type);
      }
    });

    it('carries the name, the not-advice notice and a link to every source', async () => {
      const text = await flatText(bytes);

      expect(text).toContain(guide.name);
      expect(text).toContain(NOT_ADVICE);
      expect(text).toContain(guide.category);
      const { linkUris } = await readTaggedPdf(bytes);
      expect(linkUris.every((uri) => uri.startsWith('https://'))).toBe(true);
      for (const source of guide.sources) expect(linkUris).toContain(source.href);
    });

    it('marks the page numbers as artifacts on every page', async () => {
      const { pageContents } = await readTaggedPdf(bytes);

      expect(pageContents.length).toBeGreaterThan(1);
      for (const content of pageContents)
        expect(content).toMatch(/\/Artifact <<\s*\/Type \/Pagination/);
    });

    it('is made of WinAnsi text, so no character prints as a "?"', () => {
      const text = [guideSearchText(guide), ...guide.sources.map((source) => source.label)].join();
      expect(winAnsiText(text)).toBe(text);
    });

    it('keeps its XMP metadata well-formed: pdfkit writes the name and description in unescaped', async () => {
      const { xmp } = await readTaggedPdf(bytes);

      expect(`${guide.name} ${guide.description}`).not.toMatch(/[&<]/);
      expect(xmp).toContain(`<rdf:li xml:lang="x-default">${guide.name}</rdf:li>`);
    });

    it('makes the same bytes every time', async () => {
      const again = await renderGuidePdf(guide);
      expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    });
  },
);

describe('renderGuidePdf', () => {
  const typographic: GuideSource = {
    slug: 'typography',
    name: 'Quotes “like these”, an en dash – and an em dash — in § 7',
    description: 'The LLC’s café, 2026–2027.',
    category: 'Compliance',
    publishDate: '2026-07-01',
    body: [{ h: 2, text: 'Section § 2' }, { p: ['It’s “fine” — really – said the café.'] }],
    sources: [],
  };

  it('draws typographic quotes, dashes, § and é with the standard fonts', async () => {
    const text = await flatText(await renderGuidePdf(typographic));

    expect(text).toContain('Quotes “like these”, an en dash – and an em dash — in § 7');
    expect(text).toContain('The LLC’s café, 2026–2027.');
    expect(text).toContain('It’s “fine” — really – said the café.');
  });

  it('dates the document by the guide, not by the clock', async () => {
    const later = await renderGuidePdf({ ...typographic, publishDate: '2026-08-01' });
    const pdf = await PDFDocument.load(later, { updateMetadata: false });

    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-08-01T00:00:00.000Z');
  });

  it('refuses a link that is not https', async () => {
    const unsafe = {
      ...typographic,
      body: [{ p: [{ link: 'here', href: 'javascript:alert(1)' }] }],
    };
    await expect(renderGuidePdf(unsafe)).rejects.toThrow(/Not an https link/);
  });
});
