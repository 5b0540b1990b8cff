import { FILE_FORMAT_OF, type HubFileKind } from '../../../domain/hub/hub-content';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { Fact } from '../../../ui/fact';
import { LoadError } from '../../../ui/load-error';
import { ModalDialog } from '../../../ui/modal';
import { saveFile } from '../../../ui/save-file';
import { Spinner } from '../../../ui/spinner';
import { COMPACT_SCREEN, useMediaQuery } from '../../../ui/use-media-query';
import { useObjectUrl } from '../../../ui/use-object-url';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useHubFilePreview } from '../api/hub-file-preview';
// The frame is drawn as every PDF in the page is (ui/pdf-document.tsx).
import '../../../ui/pdf-document.css';
import './preview-modal.css';

/** What the modal shows of the item beside its file. */
export interface PreviewItem {
  id: number;
  name: string;
  description: string;
  category_name: string;
}

export interface PreviewModalProps {
  /** The guide or template previewed; null while none is (the modal is closed). */
  item: PreviewItem | null;
  kind: HubFileKind;
  onClose: () => void;
  /** No download button: the owner may look but not download (a teaser's example). */
  downloadsDisabled?: boolean;
  /** The item's category, description and id above the file (spec §2: the guides page's). */
  showDetails?: boolean;
}

const SINGULAR: Readonly<Record<HubFileKind, string>> = { guides: 'Guide', templates: 'Template' };

/** The PDF in the browser's viewer; on a phone, whose browser often shows none, a link to it. */
function PdfPreview({ file, name }: { file: Blob; name: string }) {
  const compact = useMediaQuery(COMPACT_SCREEN);
  const url = useObjectUrl(file);
  if (!url) return null;
  if (!compact) {
    return <iframe className="ch-pdf-document__frame" src={url} title={`${name} (PDF)`} />;
  }
  return (
    <div className="ch-hub-preview__phone">
      <p>Your phone shows this guide best in its own PDF viewer.</p>
      <a
        className={buttonClassName('secondary')}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open PDF<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </div>
  );
}

function PreviewBody({ item, kind }: { item: PreviewItem; kind: HubFileKind }) {
  const preview = useHubFilePreview(item.id, kind);
  if (preview.isError) {
    return <LoadError message={`We could not load the preview of ${item.name}.`} query={preview} />;
  }
  if (!preview.data) {
    return (
      <p className="ch-hub-preview__loading">
        <Spinner label="Loading the preview…" showLabel />
      </p>
    );
  }
  if (preview.data.format === 'pdf')
    return <PdfPreview file={preview.data.file} name={item.name} />;
  return (
    <section
      className="ch-hub-preview__document"
      aria-label={`${item.name} (preview)`}
      // Converted from the DOCX and sanitised (sanitize-html.ts) before it gets here.
      dangerouslySetInnerHTML={{ __html: preview.data.html }}
    />
  );
}

/** The download of the file previewed: the bytes already here, saved under the file's name. */
function PreviewDownload({ item, kind }: { item: PreviewItem; kind: HubFileKind }) {
  const preview = useHubFilePreview(item.id, kind);
  return (
    <Button
      isDisabled={!preview.data}
      onPress={() => preview.data && saveFile(preview.data.file, preview.data.fileName)}
    >
      {`Download ${FILE_FORMAT_OF[kind].toUpperCase()}`}
    </Button>
  );
}

/**
 * A guide or template before it is downloaded (spec §2 "Template preview modal"): a template's
 * DOCX as HTML, a guide's PDF in a frame (a link on a phone), and 'Download DOCX' or 'Download
 * PDF' unless downloads are disabled. Closing gives the focus back to the button that opened it.
 */
export function PreviewModal({
  item,
  kind,
  onClose,
  downloadsDisabled = false,
  showDetails = false,
}: PreviewModalProps) {
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.name ?? ''}
      width={960}
      isDismissable
      actions={
        item && (
          <>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
            {!downloadsDisabled && <PreviewDownload item={item} kind={kind} />}
          </>
        )
      }
    >
      {item && showDetails && (
        <dl className="ch-hub-preview__details">
          <Fact term="Category">{item.category_name}</Fact>
          <Fact term="Description" className="ch-hub-preview__description">
            {item.description}
          </Fact>
          <Fact term={`${SINGULAR[kind]} ID`}>{item.id}</Fact>
        </dl>
      )}
      {item && <PreviewBody item={item} kind={kind} />}
    </ModalDialog>
  );
}
