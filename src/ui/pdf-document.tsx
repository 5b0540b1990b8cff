import type { ReactNode } from 'react';
import { buttonClassName } from './button-class';
import { useObjectUrl } from './use-object-url';
import './pdf-document.css';

export interface PdfDocumentProps {
  /** The PDF, fetched by the screen (with whatever credentials it needs). */
  pdf: Blob;
  /** What the document is: the viewer's accessible name, e.g. 'Operating agreement'. */
  title: string;
  /** The name a download is saved under, and the Download link's text. */
  fileName: string;
  downloadLabel: string;
  /**
   * What the document says, as text, for readers who cannot use the embedded viewer (a screen
   * reader, a phone whose browser shows only the first page): an introduction and its parts.
   * Left out where the screen shows the document's whole text itself.
   */
  outline?: { intro: ReactNode; parts: readonly string[] };
  className?: string;
}

/**
 * A PDF to read in the page: the browser's own viewer in a frame, a visible Download link, and
 * the document's outline as text. The frame shows a same-origin blob URL, so a document that
 * needs the owner's token (or a signer's link) never travels in an address.
 */
export function PdfDocument({
  pdf,
  title,
  fileName,
  downloadLabel,
  outline,
  className,
}: PdfDocumentProps) {
  const url = useObjectUrl(pdf);
  return (
    <section
      className={['ch-pdf-document', className].filter(Boolean).join(' ')}
      aria-label={title}
    >
      {url && (
        <>
          <iframe className="ch-pdf-document__frame" src={url} title={`${title} (PDF)`} />
          <p className="ch-pdf-document__download">
            <a className={buttonClassName('secondary')} href={url} download={fileName}>
              {downloadLabel}
            </a>
          </p>
        </>
      )}
      {outline && (
        <details className="ch-pdf-document__outline">
          <summary>What the document says, as text</summary>
          <p>{outline.intro}</p>
          <ol>
            {outline.parts.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
