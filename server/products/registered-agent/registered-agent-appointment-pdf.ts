import type { TableCell } from 'pdfmake/interfaces';
import {
  addressLine,
  businessAddressOf,
  CHARTERS_AGENT,
  currentAgent,
  filedName,
  mailingAddressOf,
  type ReviewedPage1,
  type ReviewedPage4,
} from '../../../src/domain/business-review';
import { charterDate } from '../../documents/pdf-writer';
import { charterLetterhead, MUTED, renderCharterDocument } from '../../documents/pdfmake-document';

export const APPOINTMENT_TITLE = 'Registered agent appointment request';

/** Says what the record is not, so nobody takes it for the state's acknowledgement. */
export const APPOINTMENT_NOTE =
  "This is Charter's record of your request to appoint Charter's registered agent for your " +
  'business, delivered through our registered agent partner. It is not a state filing: the ' +
  'state records the change of agent once we have filed it, and your dashboard follows it.';

export interface AppointmentRecord {
  submittedAt: Date;
  /** Who asked: the owner's name and email. */
  requestedBy: string;
  business: ReviewedPage1;
  /** The agent on file before the change; null when the record holds none. */
  agent: ReviewedPage4 | null;
}

const NOT_ON_FILE = 'Not on file';

/** The record's lines, label and value, in the order the review's cards show them. */
export function appointmentLines({ requestedBy, business, agent }: AppointmentRecord) {
  const current = agent ? currentAgent(agent) : null;
  const currentText = current
    ? [current.name || NOT_ON_FILE, current.address && addressLine(current.address)]
        .filter(Boolean)
        .join(', ')
    : NOT_ON_FILE;
  return [
    { label: 'Business', value: filedName(business) },
    { label: 'State of formation', value: business.business_state },
    { label: 'Business address', value: addressLine(businessAddressOf(business)) },
    { label: 'Mailing address', value: addressLine(mailingAddressOf(business)) },
    { label: 'Current registered agent', value: currentText },
    {
      label: 'New registered agent',
      value: `${CHARTERS_AGENT}, through our partner provider in ${business.business_state}`,
    },
    { label: 'Requested by', value: requestedBy },
  ].map(({ label, value }) => ({ label, value: value || NOT_ON_FILE }));
}

/** The appointment request as submitted, as a PDF kept on the registered-agent shelf. */
export function renderAppointmentPdf(record: AppointmentRecord): Promise<Uint8Array> {
  const rows: TableCell[][] = appointmentLines(record).map(({ label, value }) => [
    { text: label, bold: true, color: MUTED, fontSize: 9.5 },
    { text: value },
  ]);
  return renderCharterDocument({
    title: APPOINTMENT_TITLE,
    datedAt: record.submittedAt,
    content: [
      charterLetterhead('Registered agent'),
      { text: APPOINTMENT_TITLE, fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      { text: APPOINTMENT_NOTE, fontSize: 9.5, color: MUTED, margin: [0, 0, 0, 8] },
      { text: `Submitted to Charter on ${charterDate(record.submittedAt)}`, margin: [0, 0, 0, 12] },
      {
        table: { widths: [140, '*'], body: rows },
        layout: 'lightHorizontalLines',
      },
    ],
  });
}
