import type { FileChild } from 'docx';
import { body, clauses, para, signatureBlock, type Clause, type Signer } from './docx-blocks';
import { addressLine, legalName, stateName } from './fill-values';
import type { TemplateFill } from './template-source';

/**
 * The frame every agreement between the business and another party shares: the opening that
 * names the parties, the numbered clauses, the governing-law and general terms that close
 * them, and both signatures. One wording, so a fix reaches every agreement.
 */

/** The business as a party: 'Maple LLC, a limited liability company organized under …'. */
export function businessParty(fill: TemplateFill): string {
  const kind =
    fill.business?.entityType === 'Corporation' ? 'corporation' : 'limited liability company';
  return `${legalName(fill)}, a ${kind} organized under the laws of ${stateName(fill)}, with its principal office at ${addressLine(fill)}`;
}

/** The business's signature block: a person signs for it and prints their name and title. */
export function businessSigner(fill: TemplateFill): Signer {
  return { party: legalName(fill), name: '[Name of person signing]', title: '[Title]' };
}

/** Another party's signature block, a person or a business. */
export function otherSigner(party: string): Signer {
  return { party, name: '[Name of person signing]', title: '[Title, if signing for a business]' };
}

/** The governing-law clause: the law of the state the business was formed in. */
function governingLaw(fill: TemplateFill): Clause {
  return {
    title: 'Governing law and disputes',
    body: [
      `The laws of ${stateName(fill)} govern this agreement, without regard to its conflict-of-law rules. If a disagreement comes up, the parties will first try in good faith to resolve it by talking it through. If that doesn’t work within 30 days, either party may bring it to the courts of [County and state], and each party agrees to those courts’ jurisdiction.`,
    ],
  };
}

/** The closing general terms of an agreement. */
const GENERAL_TERMS: Clause = {
  title: 'General terms',
  body: [
    'Entire agreement. This agreement, with anything it attaches, is the whole agreement between the parties on its subject and replaces earlier discussions and proposals on it.',
    'Changes and waivers. A change to this agreement counts only if it is in writing and signed by both parties. Not enforcing a term once doesn’t waive the right to enforce it later.',
    'Severability. If a court finds part of this agreement unenforceable, that part is enforced as far as the law allows and the rest stays in effect.',
    'Assignment. Neither party may transfer this agreement without the other’s written consent, except to a business that takes over substantially all of its related operations.',
    'Notices. Formal notices go in writing to the addresses above (or any new address a party gives in writing), by hand, by a delivery service that tracks delivery, or by email with confirmation of receipt.',
    'Signatures. The parties may sign this agreement in counterparts and electronically; each signed copy counts as an original.',
  ],
};

export interface AgreementParts {
  /** The agreement's name in its opening sentence: 'Client Service Agreement'. */
  title: string;
  /** When it is made or takes effect: an answer, or '[Date]'. */
  date: string;
  /** The other party: their name, a placeholder for their address, and what it calls them. */
  other: { name: string; address: string; role: string };
  /** A sentence after the parties, where the agreement needs one. */
  afterParties?: string;
  clauses: readonly Clause[];
}

/** An agreement's body, from its opening to both signature blocks. */
export function agreement(fill: TemplateFill, parts: AgreementParts): FileChild[] {
  const { name, address, role } = parts.other;
  return body(
    para(
      `This ${parts.title} is made on ${parts.date} between ${businessParty(fill)} (the “Company”), and ${name}, ${address} (the “${role}”).`,
      parts.afterParties ? ` ${parts.afterParties}` : '',
    ),
    clauses([...parts.clauses, governingLaw(fill), GENERAL_TERMS]),
    para('Signed by the parties on the dates below.'),
    signatureBlock(businessSigner(fill)),
    signatureBlock(otherSigner(name)),
  );
}
