/**
 * The slice of pdfmake 0.3's server API Charter uses (the package ships no types): document
 * definitions are its plain objects (https://pdfmake.github.io/docs/0.3/).
 */
declare module 'pdfmake' {
  /** A node of a document definition: text, a stack, columns, a table, a canvas… */
  export type Content = string | { [key: string]: unknown } | Content[];

  /** Where a node landed, as pageBreakBefore reports it (points from the page's top left). */
  export interface NodePosition {
    pageNumber: number;
    left: number;
    top: number;
  }

  export interface NodeInfo {
    id?: string;
    headlineLevel?: number;
    style?: string | string[];
    startPosition: NodePosition;
    pageNumbers: number[];
  }

  /** The nodes around the one pageBreakBefore is asked about. */
  export interface PageNodes {
    getFollowingNodesOnPage(): NodeInfo[];
  }

  export interface DocumentDefinition {
    info?: Record<string, string | Date>;
    pageSize?: string | { width: number; height: number };
    pageMargins?: number | [number, number, number, number];
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    header?: (page: number, pages: number) => Content;
    footer?: (page: number, pages: number) => Content;
    content: Content;
    /** Called for every node once laid out; true breaks the page before it. */
    pageBreakBefore?: (node: NodeInfo, nodes: PageNodes) => boolean;
  }

  export interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  type FontFiles = Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;

  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: DocumentDefinition): OutputDocument;
  };
  export default pdfmake;
}
