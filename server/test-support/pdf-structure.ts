import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
  type PDFObject,
} from 'pdf-lib';

/** A structure element of a tagged PDF: its type (H1, P, L…) and its child elements. */
export interface StructureNode {
  type: string;
  children: StructureNode[];
}

/** What a tagged PDF tells assistive technology, read back with pdf-lib. */
export interface TaggedPdf {
  /** The catalog's /MarkInfo << /Marked true >>. */
  marked: boolean;
  /** The catalog's /Lang. */
  lang: string | undefined;
  /** /ViewerPreferences << /DisplayDocTitle true >>: viewers show the title, not the file name. */
  displayDocTitle: boolean;
  /** The elements under /StructTreeRoot, or null without one. */
  structure: StructureNode[] | null;
  /** Every link annotation's URI, in page order. */
  linkUris: string[];
  /** Each page's content stream, decoded, to look for marked content. */
  pageContents: string[];
  /** The XMP metadata stream, as text. */
  xmp: string | undefined;
}

const text = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

function resolved(doc: PDFDocument, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? doc.context.lookup(object) : object;
}

function dictOf(doc: PDFDocument, object: PDFObject | undefined): PDFDict | undefined {
  const value = resolved(doc, object);
  return value instanceof PDFDict ? value : undefined;
}

/** The structure elements among an element's /K: marked-content ids and annotations are not. */
function childElements(doc: PDFDocument, element: PDFDict): StructureNode[] {
  const kids = element.get(PDFName.of('K'));
  const list = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : [];
  return list.flatMap((kid) => {
    const child = dictOf(doc, kid);
    const type = child?.get(PDFName.of('S'));
    return child && type instanceof PDFName
      ? [{ type: type.decodeText(), children: childElements(doc, child) }]
      : [];
  });
}

function decoded(doc: PDFDocument, object: PDFObject | undefined): string {
  const value = resolved(doc, object);
  if (value instanceof PDFRawStream) {
    return Buffer.from(decodePDFRawStream(value).decode()).toString('latin1');
  }
  if (value instanceof PDFArray)
    return value
      .asArray()
      .map((part) => decoded(doc, part))
      .join('\n');
  return '';
}

/** A tagged PDF's catalog, structure tree, links and page contents, read back with pdf-lib. */
export async function readTaggedPdf(bytes: Uint8Array): Promise<TaggedPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { catalog } = doc;
  const structTreeRoot = dictOf(doc, catalog.get(PDFName.of('StructTreeRoot')));
  const metadata = resolved(doc, catalog.get(PDFName.of('Metadata')));
  return {
    marked:
      dictOf(doc, catalog.get(PDFName.of('MarkInfo')))?.get(PDFName.of('Marked')) === PDFBool.True,
    lang: text(catalog.get(PDFName.of('Lang'))),
    displayDocTitle:
      dictOf(doc, catalog.get(PDFName.of('ViewerPreferences')))?.get(
        PDFName.of('DisplayDocTitle'),
      ) === PDFBool.True,
    structure: structTreeRoot ? childElements(doc, structTreeRoot) : null,
    linkUris: doc.getPages().flatMap((page) =>
      (page.node.Annots()?.asArray() ?? []).flatMap((annotation) => {
        const action = dictOf(doc, dictOf(doc, annotation)?.get(PDFName.of('A')));
        const uri = text(action?.get(PDFName.of('URI')));
        return uri === undefined ? [] : [uri];
      }),
    ),
    pageContents: doc.getPages().map((page) => decoded(doc, page.node.Contents())),
    xmp:
      metadata instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(metadata).decode()).toString('utf8')
        : undefined,
  };
}

/** Every element type in a structure tree, depth first. */
export const structureTypes = (nodes: readonly StructureNode[]): string[] =>
  nodes.flatMap((node) => [node.type, ...structureTypes(node.children)]);
