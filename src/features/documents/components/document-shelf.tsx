import { useId } from 'react';
import type { DocumentListItem } from '../../../domain/documents/document-api';
import { documentTypeLabel, fileSizeLabel } from '../../../domain/documents/document-labels';
import { longDate } from '../../../domain/long-date';
import { Button } from '../../../ui/button';
import { Titled } from '../../../ui/titled';
import { useToast } from '../../../ui/toast';
import { DOCUMENTS_SECTIONS, type DocumentsSection } from '../documents-sections';
import { useKeptNotes, useOpenDocument } from '../kept-documents';

/** A shelf listed as documents: the licence report's shows the report instead (documents-page). */
export type ListedSection = Exclude<DocumentsSection, 'business-license-report'>;

/** What an empty shelf says. */
export const EMPTY_SHELF_MESSAGES: Readonly<Record<ListedSection, string>> = {
  'all-documents': 'You have no documents yet.',
  'company-documents': 'No company documents yet.',
  compliance: 'No compliance documents yet.',
  'registered-agent': 'No registered agent documents yet.',
};

/** What a document is: its file, type, size and when it was added. */
function DocumentDetails({ document }: { document: DocumentListItem }) {
  return (
    <dl className="ch-documents__details">
      <div>
        <dt>File</dt>
        <dd className="ch-documents__file">{document.file_name}</dd>
      </div>
      <div>
        <dt>Type</dt>
        <dd>{documentTypeLabel(document.content_type, document.file_name)}</dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{fileSizeLabel(document.size)}</dd>
      </div>
      <div>
        <dt>Added</dt>
        <dd>
          <time dateTime={document.created_at}>{longDate(document.created_at)}</time>
        </dd>
      </div>
    </dl>
  );
}

/**
 * A document with Download, and what its copy on this device allows (kept-documents.ts), told
 * beside the button too so a screen reader hears it there.
 */
function DocumentItem({ document, keptNote }: { document: DocumentListItem; keptNote?: string }) {
  const open = useOpenDocument();
  const toast = useToast();
  const noteId = useId();
  const details = (
    <>
      <DocumentDetails document={document} />
      {keptNote && (
        <p id={noteId} className="ch-muted ch-documents__kept">
          {keptNote}
        </p>
      )}
    </>
  );
  return (
    <Titled
      as="li"
      className="ch-documents__item"
      heading={{ text: document.title, level: 3, className: 'ch-documents__title' }}
      header={{ className: 'ch-documents__text', beside: details }}
    >
      <Button
        variant="secondary"
        className="ch-documents__download"
        aria-label={`Download ${document.title}`}
        aria-describedby={keptNote ? noteId : undefined}
        isPending={open.isPending}
        onPress={() => open.mutate(document, { onError: toast.error })}
      >
        Download
      </Button>
    </Titled>
  );
}

/**
 * One shelf of the documents area: its documents, newest first, each with Download and what
 * it can do offline.
 */
export function DocumentShelf({
  section,
  documents,
}: {
  section: ListedSection;
  documents: readonly DocumentListItem[];
}) {
  const shelved = documents
    .filter((document) => section === 'all-documents' || document.category === section)
    .reverse();
  const keptNotes = useKeptNotes(shelved);
  if (shelved.length === 0) {
    return <p className="ch-muted ch-documents__empty">{EMPTY_SHELF_MESSAGES[section]}</p>;
  }
  return (
    <ul
      className="ch-documents__list"
      aria-label={DOCUMENTS_SECTIONS.find((shelf) => shelf.slug === section)!.label}
    >
      {shelved.map((document) => (
        <DocumentItem
          key={document.document_id}
          document={document}
          keptNote={keptNotes.get(document.document_id)}
        />
      ))}
    </ul>
  );
}
