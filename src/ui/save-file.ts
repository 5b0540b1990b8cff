/**
 * Hands a file the page holds (a fetched document, a zip made here) to the browser to save
 * under `fileName`: a temporary link with `download`, clicked. A link, not window.open: no
 * pop-up blocker stops it after the wait for the file.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click; a slow phone saving a large zip still needs it
  // for a while, so it is released later rather than at once.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
