/**
 * The Business Hub's constants (dashboard spec §7 and §9), shared by the content service and the
 * pages: the document types its calls name, the two listing kinds, and the sizes of its lists.
 */

/** `document_type` of the spec's content calls: 4 for the articles, 5 for guides or templates. */
export const ARTICLES_DOCUMENT_TYPE = 4;
export const FILES_DOCUMENT_TYPE = 5;

/**
 * The two lists of files the hub offers. The spec gives guides and templates one document type
 * and one listing page; which of the two a list shows is the `kind` the content service takes
 * (decision 0069).
 */
export const HUB_FILE_KINDS = ['guides', 'templates'] as const;
export type HubFileKind = (typeof HUB_FILE_KINDS)[number];

/** Guides are PDFs, templates DOCX files: the format each kind is downloaded in. */
export const FILE_FORMAT_OF: Readonly<Record<HubFileKind, 'pdf' | 'docx'>> = {
  guides: 'pdf',
  templates: 'docx',
};

/** The longest search the hub's lists take (every search box and call). */
export const HUB_SEARCH_MAX_LENGTH = 128;
/** How long a search box waits for the owner to stop typing (spec §9 "search debounce 1000 ms"). */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Rows of the guides and templates pages (spec §9 "guides page size 10"). */
export const HUB_PAGE_SIZE = 10;
/** Items of each kind on the hub page (spec §9 "hub loads 4 items per kind"). */
export const HUB_SECTION_SIZE = 4;
/** Templates shown to an owner without the library (spec §9 "template teaser shows 3"). */
export const TEMPLATE_TEASER_SIZE = 3;
/** The largest page a list call answers. */
export const HUB_MAX_LIMIT = 50;
/** Seconds a file link lives (spec §9 "Document URLs expire in 120 s"). */
export const HUB_LINK_EXPIRES_IN = 120;
/** Files one link request may name. */
export const HUB_MAX_LINKS = 50;

/**
 * Whether an owner with this DOC_LIBRARY status may use the templates (spec §6: access follows
 * owning the document library). The library is a download: bought is enough, whatever step its
 * fulfilment shows; a rejected order grants nothing.
 */
export function hasTemplateLibrary(status: string | undefined): boolean {
  return status !== undefined && status !== 'REJECTED';
}
