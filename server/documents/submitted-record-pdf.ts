import type { RecordAddress } from '../../src/domain/business-record';
import { charterDate, letterhead, MARGIN, MUTED, newCharterPdf, PdfWriter } from './pdf-writer';

/*
 * Charter's records of what an owner submitted (the EIN application, the formation filing): a
 * title, what the record is and is not, when it was submitted, then each answer under its tag.
 */

/**
 * One answer of the record: its tag in the left column (a form line, a section; short: the
 * column is 66 points wide), its label and its value.
 */
export interface RecordLine {
  tag: string;
  label: string;
  value: string;
}

export interface SubmittedRecord {
  /** The document's title, e.g. 'EIN application (IRS Form SS-4) as submitted'. */
  title: string;
  /** What the letterhead calls it, e.g. 'EIN application'. */
  kind: string;
  /** What the record is and is not, so nobody takes it for an authority's document. */
  note: string;
  submittedAt: Date;
  lines: readonly RecordLine[];
}

/** An address on one line; 'Not on file' when the record has none. */
export function addressLine(address: RecordAddress | undefined): string {
  if (!address) return 'Not on file';
  const { street_address, street_address_2, city, state, zipcode } = address;
  return [street_address, street_address_2, city, `${state} ${zipcode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** The record as a PDF (long answers wrap; pages follow), dated by the submission. */
export async function renderSubmittedRecordPdf(record: SubmittedRecord): Promise<Uint8Array> {
  // Dated by the submission, so the same submission always makes the same document.
  const { doc, fonts } = await newCharterPdf(record.title, record.submittedAt);
  const out = new PdfWriter(doc, fonts);
  letterhead(out, record.kind);

  out.paragraph(record.title, { x: MARGIN, size: 15, bold: true, lineHeight: 20 });
  out.row(4);
  out.paragraph(record.note, { x: MARGIN, size: 9.5, color: MUTED, lineHeight: 13 });
  out.row(8);
  out.paragraph(`Submitted to Charter on ${charterDate(record.submittedAt)}`, {
    x: MARGIN,
    size: 11,
    lineHeight: 15,
  });
  out.row(10);

  const valueX = MARGIN + 70;
  for (const { tag, label, value } of record.lines) {
    out.row(8);
    const y = out.row(14);
    out.text(tag, { x: MARGIN, y, size: 9.5, bold: true, color: MUTED }, valueX - MARGIN - 4);
    out.text(label, { x: valueX, y, size: 9.5, bold: true, color: MUTED });
    out.paragraph(value || 'Not answered', { x: valueX, size: 11, lineHeight: 15 });
    out.rule(out.row(6));
  }

  return doc.save({ useObjectStreams: false });
}
