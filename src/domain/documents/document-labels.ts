import { DOCX_MEDIA_TYPE } from './media-types';

/** How owners read a file's type: the kinds Charter keeps by name, anything else by extension. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  [DOCX_MEDIA_TYPE]: 'Word document',
  'application/msword': 'Word document',
  'text/plain': 'Text',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

/** A document's type as the documents area shows it, e.g. 'PDF'. */
export function documentTypeLabel(contentType: string, fileName: string): string {
  const known = TYPE_NAMES[contentType.split(';')[0]!.trim().toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size as owners read it: '812 bytes', '2.5 KB', '14 MB' (1 KB = 1024 bytes). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  // One decimal under 10 (2.5 KB), whole numbers above (14 MB): as file managers show them.
  const shown = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  return `${shown} ${UNITS[unit]}`;
}
