import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { ELECTRONIC_SIGNATURE_CONSENT } from '../../../src/domain/signing/signature-request';
import {
  charterDate,
  MARGIN,
  MUTED,
  newCharterPdf,
  PdfWriter,
  INK,
  RIGHT,
  type Fonts,
} from '../../documents/pdf-writer';
import { winAnsiText } from '../../documents/win-ansi-text';
import type { SignatureField } from '../signing-provider';

/** A signer as the signed copy shows them: their signature and when. */
export interface SignedSigner {
  name: string;
  email: string;
  field: SignatureField;
  signedAt: Date;
  signature: { kind: 'typed'; name: string } | { kind: 'drawn'; png: Uint8Array };
}

/** One line of the audit trail. */
export interface AuditEvent {
  at: Date;
  /** sent, viewed, signed, resent, reminded, returned, completed. */
  event: string;
  /** The signer it concerns; null for the envelope (completed). */
  signer: { name: string; email: string } | null;
  ipAddress: string | null;
  userAgent: string | null;
  documentSha256: string;
}

export interface CompletedEnvelope {
  id: string;
  title: string;
  sentBy: string;
  sentAt: Date;
  completedAt: Date;
  documentSha256: string;
  signers: readonly SignedSigner[];
  events: readonly AuditEvent[];
}

const EVENT_LABELS: Readonly<Record<string, string>> = {
  sent: 'Sent for signature to',
  resent: 'Sent again, with a new link, to',
  reminded: 'Reminder sent to',
  viewed: 'Opened by',
  signed: 'Signed by',
  returned: 'Signature returned, as it could not be drawn on the document; a new link sent to',
  completed: 'Completed: signed by every signer',
};

/** A moment as the audit trail writes it: unambiguous, to the second, in UTC. */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The text of a signer as the audit trail names them. */
const who = (signer: { name: string; email: string }) => `${signer.name} <${signer.email}>`;

/**
 * The audit trail (one page, or more for a long history): the document, the envelope, the
 * document's SHA-256, the consent each signer gave, and every event with its time, signer,
 * address and browser.
 */
function writeAuditTrail(out: PdfWriter, envelope: CompletedEnvelope): void {
  let y = out.row(22);
  out.text('Audit trail', { x: MARGIN, y, size: 18, bold: true });
  out.textRight('Charter e-signature', { right: RIGHT, y, size: 10, color: MUTED });
  const detail = (label: string, value: string) => {
    out.text(label, { x: MARGIN, y: out.row(14), size: 8, bold: true, color: MUTED });
    out.paragraph(value, { x: MARGIN, size: 10, lineHeight: 13 });
  };
  out.row(4);
  detail('Document', envelope.title);
  detail('Envelope ID', envelope.id);
  detail('Document SHA-256', envelope.documentSha256);
  detail('Sent by', `${envelope.sentBy}, ${utc(envelope.sentAt)}`);
  detail('Completed', utc(envelope.completedAt));
  out.row(6);
  out.paragraph(`Each signer agreed to sign electronically: "${ELECTRONIC_SIGNATURE_CONSENT}"`, {
    x: MARGIN,
    size: 9,
    lineHeight: 12,
  });
  out.row(8);
  y = out.row(16);
  out.text('Signers', { x: MARGIN, y, size: 12, bold: true });
  for (const signer of envelope.signers) {
    out.paragraph(
      `${who(signer)}: signed ${utc(signer.signedAt)}, ${signer.signature.kind === 'typed' ? `typed signature "${signer.signature.name}"` : 'drawn signature'}`,
      { x: MARGIN, size: 9, lineHeight: 12 },
    );
  }
  out.row(8);
  y = out.row(16);
  out.text('Events', { x: MARGIN, y, size: 12, bold: true });
  for (const event of envelope.events) {
    const label = EVENT_LABELS[event.event] ?? event.event;
    out.paragraph(`${utc(event.at)}  ${label}${event.signer ? ` ${who(event.signer)}` : ''}`, {
      x: MARGIN,
      size: 9,
      lineHeight: 12,
    });
    const origin = [
      event.ipAddress && `IP address ${event.ipAddress}`,
      event.userAgent && `browser ${event.userAgent}`,
      event.documentSha256 !== envelope.documentSha256 && `document ${event.documentSha256}`,
    ].filter(Boolean);
    if (origin.length > 0) {
      out.paragraph(origin.join('; '), { x: MARGIN + 12, size: 7.5, lineHeight: 10, color: MUTED });
    }
  }
}

/** The largest size, from `size` down, at which the text fits the width. */
function fittingSize(font: PDFFont, text: string, size: number, width: number): number {
  const measured = font.widthOfTextAtSize(text, size);
  return measured <= width ? size : Math.max(8, (size * width) / measured);
}

/** A signer's signature in their box, the date on their date line (points from the top). */
async function stamp(
  doc: PDFDocument,
  signer: SignedSigner,
  fonts: { script: PDFFont; small: PDFFont },
): Promise<void> {
  const { field } = signer;
  const page = doc.getPage(field.page);
  const fromTop = (p: PDFPage, y: number) => p.getHeight() - y;
  const inner = { x: field.x + 4, width: field.width - 8, bottom: field.y + field.height - 4 };
  if (signer.signature.kind === 'typed') {
    const name = winAnsiText(signer.signature.name);
    const size = fittingSize(fonts.script, name, 24, inner.width);
    page.drawText(name, {
      x: inner.x,
      y: fromTop(page, inner.bottom),
      size,
      font: fonts.script,
      color: INK,
    });
  } else {
    const image = await doc.embedPng(signer.signature.png);
    const scale = Math.min(inner.width / image.width, (field.height - 14) / image.height, 1);
    page.drawImage(image, {
      x: inner.x,
      y: fromTop(page, inner.bottom),
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  page.drawText(winAnsiText(`Electronically signed by ${signer.name}`), {
    x: field.x,
    y: fromTop(page, field.y + 7),
    size: 6.5,
    font: fonts.small,
    color: MUTED,
  });
  const datePage = doc.getPage(field.date.page);
  datePage.drawText(`${charterDate(signer.signedAt)} (signed electronically)`, {
    x: field.date.x + 4,
    y: fromTop(datePage, field.date.y + 10),
    size: 10,
    font: fonts.small,
    color: INK,
  });
}

/**
 * Stamps each signature and date where its signer signs, the envelope's id on every page, and
 * the audit trail after it, into the document as sent.
 */
async function stampSignedCopy(doc: PDFDocument, envelope: CompletedEnvelope): Promise<void> {
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
  for (const signer of envelope.signers) {
    await stamp(doc, signer, { script, small: fonts.regular });
  }
  for (const page of doc.getPages()) {
    page.drawText(`Charter e-signature envelope ${envelope.id}`, {
      x: MARGIN,
      y: 18,
      size: 7,
      font: fonts.regular,
      color: MUTED,
    });
  }
  writeAuditTrail(new PdfWriter(doc, fonts), envelope);
}

/**
 * The signed copy (the document as sent, each signature and date stamped where its signer
 * signs, the envelope's id on every page, and the audit trail after it) and the audit trail on
 * its own.
 */
export async function signedDocument(
  draft: Uint8Array,
  envelope: CompletedEnvelope,
): Promise<{ signed: Uint8Array; auditTrail: Uint8Array }> {
  const doc = await PDFDocument.load(draft);
  doc.setModificationDate(envelope.completedAt);
  await stampSignedCopy(doc, envelope);

  const alone = await newCharterPdf(`Audit trail: ${envelope.title}`, envelope.completedAt);
  writeAuditTrail(new PdfWriter(alone.doc, alone.fonts), envelope);
  return { signed: await doc.save(), auditTrail: await alone.doc.save() };
}

/** US Letter, in points: the trial copy's pages (what is tried is the drawing, not the place). */
const TRIAL_PAGE: [number, number] = [612, 792];

/**
 * Stamps one signature on a scratch copy, by the code the signed copy is made with (its box,
 * its date, its line in the audit trail): whatever stamps here stamps on completion (decision
 * 0055). Rejects with pdf-lib's error when a character or the image cannot be drawn; nothing is
 * saved, so a drawing is decoded but never compressed again.
 */
export async function trialStamp(signer: SignedSigner): Promise<void> {
  const doc = await PDFDocument.create();
  const { field } = signer;
  for (let page = 0; page <= Math.max(field.page, field.date.page); page++) {
    doc.addPage(TRIAL_PAGE);
  }
  await stampSignedCopy(doc, {
    id: 'trial',
    title: 'Trial copy',
    sentBy: 'Charter',
    sentAt: signer.signedAt,
    completedAt: signer.signedAt,
    documentSha256: '',
    signers: [signer],
    events: [],
  });
}
