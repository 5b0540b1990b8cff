/** The archive "Download my data" answers, named by the day it was made (UTC): one name. */
export function dataExportFileName(now: Date): string {
  return `charter-data-${now.toISOString().slice(0, 10)}.zip`;
}
