import { describe, expect, it } from 'vitest';
import { documentTypeLabel, fileSizeLabel } from './document-labels';

describe('documentTypeLabel', () => {
  it('names the kinds Charter keeps, whatever their parameters or case', () => {
    expect(documentTypeLabel('application/pdf', 'receipt.pdf')).toBe('PDF');
    expect(documentTypeLabel('Application/PDF; charset=binary', 'x')).toBe('PDF');
    expect(
      documentTypeLabel(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'agreement.docx',
      ),
    ).toBe('Word document');
  });

  it('falls back to the file’s extension, then to File', () => {
    expect(documentTypeLabel('application/zip', 'bundle.zip')).toBe('ZIP');
    expect(documentTypeLabel('application/octet-stream', 'no-extension')).toBe('File');
  });
});

describe('fileSizeLabel', () => {
  it('reads bytes, then kilobytes and megabytes with one decimal under ten', () => {
    expect(fileSizeLabel(1)).toBe('1 byte');
    expect(fileSizeLabel(812)).toBe('812 bytes');
    expect(fileSizeLabel(1024)).toBe('1 KB');
    expect(fileSizeLabel(2560)).toBe('2.5 KB');
    expect(fileSizeLabel(15_000)).toBe('15 KB');
    expect(fileSizeLabel(14 * 1024 * 1024)).toBe('14 MB');
    expect(fileSizeLabel(3 * 1024 ** 4)).toBe('3072 GB');
  });
});
