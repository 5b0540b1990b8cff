import { ApiError, GENERIC_ERROR_MESSAGE, signedLinkBlob } from '../../api/http';
import type { HubFileKind } from '../../domain/hub/hub-content';
import { saveFile } from '../../ui/save-file';
import { getHubFileLinks } from './api/hub-file-links';

/*
 * Downloading guides and templates (spec §2 "Guides listing page", §4, §8): one file is saved as
 * it is; several are saved as one zip made here in the browser. A file that fails is left out of
 * the zip and named to the owner; when none can be had, nothing is saved and the download fails
 * with the service's message.
 */

/** What the owner chose to download: an item and the name the list shows it by. */
export interface DownloadItem {
  id: number;
  name: string;
}

/** What a download saved (the file's name) and the items it had to leave out, by name. */
export interface DownloadOutcome {
  saved: string;
  skipped: string[];
}

/** An item the links answer leaves out: withdrawn, or a template the owner may not download. */
export const NOT_DOWNLOADABLE = 'This file is not available to download.';
/** A download tried without a connection (the files come from the content service). */
export const OFFLINE_DOWNLOAD = 'You are offline. Download again once you are back online.';

class FileNotDownloadable extends Error {
  override name = 'FileNotDownloadable';
  constructor() {
    super(NOT_DOWNLOADABLE);
  }
}

/**
 * The zip's name: what it holds and the day it was made, on the owner's calendar
 * ('charter-guides-2026-03-04.zip'), so downloads on different days never share a name.
 */
export function zipFileName(kind: HubFileKind, madeOn: Date): string {
  const day = [
    madeOn.getFullYear(),
    String(madeOn.getMonth() + 1).padStart(2, '0'),
    String(madeOn.getDate()).padStart(2, '0'),
  ].join('-');
  return `charter-${kind}-${day}.zip`;
}

/**
 * The zip's entry names, in order: each file's own name, without folders (a name holding a
 * slash would unpack outside the folder chosen); a name already taken, in any case (Windows and
 * macOS do not tell 'A.pdf' from 'a.pdf'), gets ' (2)', ' (3)'… before its extension.
 */
export function zipEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((fileName) => {
    const plain = fileName.replace(/[/\\]/g, '-');
    const dot = plain.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [plain.slice(0, dot), plain.slice(dot)] : [plain, ''];
    let name = plain;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
      name = `${stem} (${copy})${extension}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * What the owner is told of a failure: the service's message (spec §8), that the device is
 * offline, else the spec's 'Something went wrong'.
 */
function failureMessage(reason: unknown): string {
  if (reason instanceof ApiError || reason instanceof FileNotDownloadable) return reason.message;
  return navigator.onLine ? GENERIC_ERROR_MESSAGE : OFFLINE_DOWNLOAD;
}

interface Fetched {
  item: DownloadItem;
  fileName: string;
  file: Blob;
}

/** Each item's file, by a fresh link; a failure is kept as its reason, in the items' order. */
async function fetchFiles(
  items: readonly DownloadItem[],
): Promise<PromiseSettledResult<Fetched>[]> {
  const links = new Map(
    (await getHubFileLinks(items.map((item) => item.id))).map((link) => [link.id, link]),
  );
  return Promise.allSettled(
    items.map(async (item) => {
      const link = links.get(item.id);
      if (!link) throw new FileNotDownloadable();
      return { item, fileName: link.file_name, file: await signedLinkBlob(link.url) };
    }),
  );
}

/**
 * Downloads the items: one as its own file, several as one zip (client-zip, loaded only now).
 * Throws, saving nothing, when the links cannot be had or no file can; the error's message is
 * the service's or 'Something went wrong'.
 */
export async function downloadHubFiles(
  kind: HubFileKind,
  items: readonly DownloadItem[],
  now = new Date(),
): Promise<DownloadOutcome> {
  let results: PromiseSettledResult<Fetched>[];
  try {
    results = await fetchFiles(items);
  } catch (error) {
    throw new Error(failureMessage(error), { cause: error });
  }
  const fetched = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const firstFailure = results.find((result) => result.status === 'rejected');
  if (fetched.length === 0) {
    throw new Error(failureMessage(firstFailure?.reason), { cause: firstFailure?.reason });
  }
  const skipped = items
    .filter((item) => !fetched.some((done) => done.item === item))
    .map((item) => item.name);
  if (items.length === 1) {
    const [only] = fetched;
    saveFile(only!.file, only!.fileName);
    return { saved: only!.fileName, skipped };
  }
  const { downloadZip } = await import('client-zip');
  const names = zipEntryNames(fetched.map((done) => done.fileName));
  const zip = await downloadZip(
    fetched.map((done, at) => ({ name: names[at]!, input: done.file, lastModified: now })),
  ).blob();
  const saved = zipFileName(kind, now);
  saveFile(zip, saved);
  return { saved, skipped };
}
