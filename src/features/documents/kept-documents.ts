import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocumentFile, getDocumentUrl } from '../../api/document-links';
import { ApiError } from '../../api/http';
import { useSignedInIndividualId } from '../../api/session';
import type { DocumentListItem } from '../../domain/documents/document-api';
import { fitsKeptDocuments } from '../../domain/documents/kept-documents';
import {
  keepDocument,
  keptDocuments,
  keptName,
  openKeptDocument,
} from '../../local/kept-documents';
import { openDownload } from '../../ui/open-download';
import { saveFile } from '../../ui/save-file';
import { useOnlineStatus } from '../../ui/use-online-status';

/*
 * Documents readable offline once opened (issue 30, decision 0093): opening one keeps it on the
 * device; a kept one opens from its copy, online or not; each row says which it is.
 */

/** What a row says of its document's copy on the device (issue 30; the spec is silent). */
export const KEPT_NOTES = {
  kept: 'Kept on this device: opens without a connection',
  tooLarge: 'Too large to keep on this device: opening it needs a connection',
  needsConnection: 'Needs a connection to open',
} as const;

/** Opening a document that is not kept, without a connection. */
export const NEEDS_CONNECTION_MESSAGE =
  'You are offline. This document opens once you are back online.';

const keptKey = (owner: number) => ['kept-documents', owner] as const;

/** The owner's kept documents, read from the device (no network, so never paused offline). */
function keptDocumentsQuery(owner: number) {
  return queryOptions({
    queryKey: keptKey(owner),
    queryFn: () => keptDocuments(owner),
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** The signed-in owner's documents kept on this device, as the list gives them. */
export function useKeptDocuments() {
  const owner = useSignedInIndividualId();
  return useQuery({ ...keptDocumentsQuery(owner), enabled: owner > 0 });
}

/**
 * What each of the owner's documents says about its copy on the device: a note per document id,
 * none while online for one that is simply not kept yet.
 */
export function useKeptNotes(documents: readonly DocumentListItem[]): ReadonlyMap<number, string> {
  const online = useOnlineStatus();
  const kept = new Set(useKeptDocuments().data?.map(keptName));
  const notes = new Map<number, string>();
  for (const document of documents) {
    if (kept.has(keptName(document))) notes.set(document.document_id, KEPT_NOTES.kept);
    else if (!fitsKeptDocuments(document.size)) {
      notes.set(document.document_id, KEPT_NOTES.tooLarge);
    } else if (!online) notes.set(document.document_id, KEPT_NOTES.needsConnection);
  }
  return notes;
}

/** The network's failure (fetch throws a TypeError) told as the owner should hear it. */
async function orOffline<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(NEEDS_CONNECTION_MESSAGE, { cause: error });
  }
}

/**
 * Opens one of the owner's documents: its kept copy when there is one (the list's SHA-256 names
 * the content, so the copy is the document itself, and no link is asked for); else read through
 * a fresh link, kept, and saved. One too large to keep opens by its link, as before.
 */
async function openDocument(owner: number, document: DocumentListItem): Promise<void> {
  const kept = await openKeptDocument(owner, document).catch(() => null);
  if (kept) {
    saveFile(kept, document.file_name);
    return;
  }
  if (!fitsKeptDocuments(document.size)) {
    openDownload(await orOffline(getDocumentUrl(owner, document.document_id)));
    return;
  }
  const file = await orOffline(getDocumentFile(owner, document.document_id));
  await keepDocument(owner, document, file);
  saveFile(file, document.file_name);
}

/** Opens a document of the list, keeping it for next time; the rows learn what is kept. */
export function useOpenDocument() {
  const owner = useSignedInIndividualId();
  const queryClient = useQueryClient();
  return useMutation({
    // Offline is this action's own case: a kept copy opens, the rest say they need a connection.
    networkMode: 'always',
    mutationFn: (document: DocumentListItem) => openDocument(owner, document),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptKey(owner) }),
  });
}
