import { charterDate } from './pdf-writer';
import { charterLetterhead, MUTED, renderCharterDocument } from './pdfmake-document';

/** Across every page of a demo's specimen, so nobody can mistake it for the issuer's document. */
export const specimenMark = (issuer: string) => `SPECIMEN — not issued by ${issuer}`;

const specimenNote = (title: string, issuer: string) =>
  `Charter's demo mode made this specimen to show where your ${title} arrives. It is not ` +
  `issued by ${issuer} and certifies nothing. The real one is sent by ${issuer} and attached ` +
  'by our team when it arrives.';

export interface SpecimenDetails {
  /** The document it stands in for, e.g. "Certificate of Good Standing". */
  title: string;
  /** Who issues the real one: "any state", "the IRS". */
  issuer: string;
  /** The business's name as filed, with its descriptor. */
  businessName: string;
  /** The state of formation, full name. */
  state: string;
  issuedAt: Date;
}

/** The demo's stand-in for a document the state or the IRS sends back (decisions 0049, 0091). */
export function renderSpecimenPdf({
  title,
  issuer,
  businessName,
  state,
  issuedAt,
}: SpecimenDetails): Promise<Uint8Array> {
  const mark = specimenMark(issuer);
  const field = (label: string, value: string, after = 14) => [
    { text: label, color: MUTED, fontSize: 9.5, bold: true },
    { text: value, fontSize: 16, margin: [0, 0, 0, after] as [number, number, number, number] },
  ];
  return renderCharterDocument({
    title: `${title} (specimen): ${businessName}`,
    datedAt: issuedAt,
    watermark: { text: mark, font: 'Helvetica', bold: true, opacity: 0.18, fontSize: 40 },
    content: [
      charterLetterhead('Specimen'),
      { text: title, fontSize: 24, bold: true, alignment: 'center', margin: [0, 40, 0, 6] },
      { text: mark, alignment: 'center', bold: true, margin: [0, 0, 0, 36] },
      ...field('Business', businessName),
      ...field('State of jurisdiction', state),
      ...field('Date', charterDate(issuedAt), 36),
      { text: specimenNote(title, issuer), color: MUTED, fontSize: 9.5 },
    ],
  });
}
