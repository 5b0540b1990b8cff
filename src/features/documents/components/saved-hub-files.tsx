import { useId, useState } from 'react';
import {
  FILE_FORMAT_OF,
  HUB_FILE_KINDS,
  HUB_SEARCH_MAX_LENGTH,
  SEARCH_DEBOUNCE_MS,
  type HubFileKind,
} from '../../../domain/hub/hub-content';
import type { SavedHubFile } from '../../../domain/contracts/hub-files';
import { BUSINESS_HUB_PATH } from '../../../domain/services/service-paths';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { SearchField } from '../../../ui/search-field';
import { Titled } from '../../../ui/titled';
import { useToast } from '../../../ui/toast';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useSavedHubFileDownload, useSavedHubFiles } from '../api/saved-hub-files';

export const SAVED_FILES_HEADING = 'Saved guides and templates';
export const NO_SAVED_FILES =
  'Nothing saved yet. Star a guide or template in the Business Hub to keep it here.';
const KIND_LABELS: Readonly<Record<HubFileKind, string>> = {
  guides: 'Guide',
  templates: 'Template',
};

function SavedFile({ file }: { file: SavedHubFile }) {
  const download = useSavedHubFileDownload();
  const toast = useToast();
  const format = FILE_FORMAT_OF[file.kind].toUpperCase();
  return (
    <Titled
      as="li"
      className="ch-documents__item"
      heading={{ text: file.name, level: 3, className: 'ch-documents__title' }}
      header={{
        className: 'ch-documents__text',
        beside: (
          <>
            <p className="ch-documents__saved-kind">
              {KIND_LABELS[file.kind]} · {file.category_name}
            </p>
            <p className="ch-muted ch-documents__saved-description">{file.template_description}</p>
          </>
        ),
      }}
    >
      <Button
        variant="secondary"
        className="ch-documents__download"
        aria-label={`Download ${format}: ${file.name}`}
        isPending={download.isPending}
        onPress={() => download.mutate(file, { onError: toast.error })}
      >
        {`Download ${format}`}
      </Button>
    </Titled>
  );
}

/**
 * The guides and templates the owner saved in the Business Hub, in the documents area (spec §7
 * "Guides/templates list in the documents area"): narrowed by kind and by words (asked once
 * the owner stops typing, spec §9), each downloaded by a link asked for right before.
 */
export function SavedHubFiles() {
  const id = useId();
  const [kind, setKind] = useState<HubFileKind | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const saved = useSavedHubFiles({ kind, search });
  const narrowed = kind !== null || search !== '';

  let list;
  if (saved.isPending) {
    list = (
      <ListSkeleton
        label="Loading your saved guides and templates…"
        rows={2}
        listClassName="ch-documents__list"
        itemClassName="ch-documents__item"
        textClassName="ch-documents__text"
        lines={[{ className: 'ch-documents__title', width: '24ch' }]}
      />
    );
  } else if (saved.isError && !saved.data) {
    list = <LoadError message="We could not load your saved guides and templates." query={saved} />;
  } else if (saved.data.documents.length === 0) {
    list = narrowed ? (
      <p className="ch-muted ch-documents__empty">Nothing you saved matches.</p>
    ) : (
      <div className="ch-documents__saved-none">
        <p className="ch-muted ch-documents__empty">{NO_SAVED_FILES}</p>
        <LinkButton to={BUSINESS_HUB_PATH} variant="secondary">
          Go to the Business Hub
        </LinkButton>
      </div>
    );
  } else {
    list = (
      <ul
        className="ch-documents__list"
        aria-label={SAVED_FILES_HEADING}
        aria-busy={saved.isPlaceholderData || undefined}
      >
        {saved.data.documents.map((file) => (
          <SavedFile key={file.id} file={file} />
        ))}
      </ul>
    );
  }

  return (
    <section className="ch-documents__saved" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="ch-documents__saved-heading">
        {SAVED_FILES_HEADING}
      </h2>
      <div
        className="ch-documents__saved-filters"
        role="search"
        aria-label="Find saved guides and templates"
      >
        <div className="ch-field">
          <label className="ch-field__label" htmlFor={`${id}-kind`}>
            Show
          </label>
          <select
            id={`${id}-kind`}
            className="ch-field__input"
            value={kind ?? ''}
            onChange={(event) => setKind((event.target.value || null) as HubFileKind | null)}
          >
            <option value="">Guides and templates</option>
            {HUB_FILE_KINDS.map((option) => (
              <option key={option} value={option}>
                {option === 'guides' ? 'Guides' : 'Templates'}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          value={typed}
          onChange={setTyped}
          placeholder="Search saved guides and templates"
          maxLength={HUB_SEARCH_MAX_LENGTH}
        />
      </div>
      {list}
    </section>
  );
}
