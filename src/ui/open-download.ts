/**
 * Opens a download link in place: the server answers it as an attachment, so the browser
 * saves the file and the page stays. A link, not window.open: no pop-up blocker stops it after
 * the wait for the link.
 */
export function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  document.body.append(link);
  link.click();
  link.remove();
}
