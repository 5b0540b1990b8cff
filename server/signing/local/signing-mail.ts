import type { OutgoingMail } from '../../mail/mailer';
import { charterDate } from '../../documents/pdf-writer';

/** What every signing mail names: the document, whose it is, who asked, and to whom it goes. */
export interface SigningMailContext {
  title: string;
  businessName: string;
  sentBy: string;
  signer: { name: string; email: string };
}

const signOff = (context: SigningMailContext) =>
  `Charter, the business platform ${context.businessName} uses`;

function linkParagraphs(url: string, expiresAt: Date): string[] {
  return [
    `Read and sign it here (no account needed):\n${url}`,
    `This link is yours alone: please do not forward it. It works until ${charterDate(expiresAt)}.`,
  ];
}

const text = (...paragraphs: string[]) => `${paragraphs.join('\n\n')}\n`;

/** The request sent to a signer, and sent again with a new link when the owner resends it. */
export function signingRequestMail(
  context: SigningMailContext,
  link: { url: string; expiresAt: Date },
): OutgoingMail {
  return {
    to: context.signer.email,
    subject: `${context.sentBy} asked you to sign: ${context.title}`,
    text: text(
      `Hello ${context.signer.name},`,
      `${context.sentBy} has asked you, as a member of ${context.businessName}, to read and sign its ${context.title}. Every member signs; the agreement takes effect once the last of you has signed, and each of you then receives the signed copy by email.`,
      ...linkParagraphs(link.url, link.expiresAt),
      'If you did not expect this request, you can ignore this email.',
      signOff(context),
    ),
  };
}

/** The reminder of a request still unsigned (3 and 7 days after it was sent). */
export function signingReminderMail(
  context: SigningMailContext,
  link: { url: string; expiresAt: Date },
): OutgoingMail {
  return {
    to: context.signer.email,
    subject: `Reminder: please sign the ${context.title}`,
    text: text(
      `Hello ${context.signer.name},`,
      `${context.sentBy} is still waiting for your signature on the ${context.title} of ${context.businessName}.`,
      ...linkParagraphs(link.url, link.expiresAt),
      signOff(context),
    ),
  };
}

/** The signed copy, to every signer once the last has signed. */
export function signedCopyMail(
  context: SigningMailContext,
  signed: { fileName: string; content: Uint8Array; completedAt: Date },
): OutgoingMail {
  return {
    to: context.signer.email,
    subject: `Signed by every member: ${context.title}`,
    text: text(
      `Hello ${context.signer.name},`,
      `Every member has signed the ${context.title} of ${context.businessName}: it took effect on ${charterDate(signed.completedAt)}.`,
      'The signed agreement is attached, with its audit trail on the last page: who signed, when, from which address, and the SHA-256 of the document each of you signed. Keep it with your records.',
      signOff(context),
    ),
    attachments: [
      { filename: signed.fileName, content: signed.content, contentType: 'application/pdf' },
    ],
  };
}
