import { charterDate } from '../../documents/pdf-writer';
import { charterLetterhead, MUTED, renderCharterDocument } from '../../documents/pdfmake-document';

/** Across every page of the demo's certificate, so nobody can mistake it for the state's. */
export const SPECIMEN_MARK = 'SPECIMEN — not issued by any state';

export const SPECIMEN_NOTE =
  "Charter's demo mode made this specimen to show where your certificate of good standing " +
  'arrives. It is not issued by any state and certifies nothing. A real certificate is issued ' +
  "by the state's business filing office and attached by our team when it arrives.";

export interface SpecimenDetails {
  /** The business's name as filed, with its descriptor. */
  businessName: string;
  /** The state of formation, full name. */
  state: string;
  issuedAt: Date;
}

/** The demo's stand-in for the state's certificate of good standing (decision 0049). */
export function renderCertificateSpecimenPdf({
  businessName,
  state,
  issuedAt,
}: SpecimenDetails): Promise<Uint8Array> {
  return renderCharterDocument({
    title: `Certificate of Good Standing (specimen): ${businessName}`,
    datedAt: issuedAt,
    watermark: { text: SPECIMEN_MARK, font: 'Helvetica', bold: true, opacity: 0.18, fontSize: 40 },
    content: [
      charterLetterhead('Specimen'),
      {
        text: 'Certificate of Good Standing',
        fontSize: 24,
        bold: true,
        alignment: 'center',
        margin: [0, 40, 0, 6],
      },
      { text: SPECIMEN_MARK, alignment: 'center', bold: true, margin: [0, 0, 0, 36] },
      { text: 'Business', color: MUTED, fontSize: 9.5, bold: true },
      { text: businessName, fontSize: 16, margin: [0, 0, 0, 14] },
      { text: 'State of jurisdiction', color: MUTED, fontSize: 9.5, bold: true },
      { text: state, fontSize: 16, margin: [0, 0, 0, 14] },
      { text: 'Date', color: MUTED, fontSize: 9.5, bold: true },
      { text: charterDate(issuedAt), fontSize: 16, margin: [0, 0, 0, 36] },
      { text: SPECIMEN_NOTE, color: MUTED, fontSize: 9.5 },
    ],
  });
}
