/**
 * A Content-Disposition header for a file Charter sends: `filename` for every client (ASCII,
 * without quotes or backslashes) and `filename*` with the name as it is (RFC 6266). `inline`
 * lets a frame show it (a guide's PDF previewed); `attachment` saves it.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
