import { filedBusinessName } from '../../../src/domain/business-record';
import type { BusinessOwner, BusinessRecord } from '../../../src/domain/business-record';
import { ownerDisplayName } from '../../../src/domain/owner-profile';
import {
  addressLine,
  renderSubmittedRecordPdf,
  type RecordLine,
} from '../../documents/submitted-record-pdf';

export const FORMATION_FILING_TITLE = 'Business formation filing as submitted';

/** Says what the document is not, so nobody takes it for the state's filed articles. */
export const FORMATION_FILING_NOTE =
  "This is Charter's record of the business formation you submitted, as Charter files it " +
  'with the state. It is not a state document: the state files your articles of organization ' +
  'and confirms your business in its own documents.';

const FILING_SPEEDS = {
  standard: 'Standard state filing',
  rapid: 'Rapid (expedited) state filing',
} as const;

function ownerLines(owner: BusinessOwner, index: number): RecordLine[] {
  const tag = `Owner ${index + 1}`;
  const roles = [
    owner.is_managing_member && 'managing member',
    owner.is_primary_contact && 'primary contact',
  ].filter(Boolean);
  return [
    {
      tag,
      label: 'Name',
      value: `${ownerDisplayName(owner)}${roles.length > 0 ? ` (${roles.join(', ')})` : ''}`,
    },
    {
      tag,
      label: 'Ownership',
      value: owner.percentage === null ? '' : `${owner.percentage}%`,
    },
    { tag, label: 'Email and phone', value: [owner.email, owner.phone].filter(Boolean).join(', ') },
    { tag, label: 'Address', value: addressLine(owner) },
  ];
}

function agentLines(agent: BusinessRecord['registered_agent'], state: string): RecordLine[] {
  const tag = 'Agent';
  if (!agent) return [{ tag, label: 'Registered agent', value: '' }];
  if (agent.is_bizup_designated_agent) {
    return [
      {
        tag,
        label: 'Registered agent',
        value: `Charter's registered agent receives legal papers for the business in ${state}`,
      },
    ];
  }
  const isBusiness = agent.registered_agent_type === 'Business';
  return [
    {
      tag,
      label: isBusiness ? 'Registered agent (a business)' : 'Registered agent (an individual)',
      value: isBusiness
        ? agent.business_name
        : `${agent.agent_first_name} ${agent.agent_last_name}`.trim(),
    },
    { tag, label: 'Address', value: addressLine(agent) },
  ];
}

/**
 * What the formation files, in the order the state's articles ask it: the business, its
 * addresses, its owners, its registered agent.
 */
export function formationFilingLines(business: BusinessRecord): RecordLine[] {
  const address = (type: 'business' | 'mailing') =>
    addressLine(business.addresses.find((candidate) => candidate.type === type));
  return [
    {
      tag: 'Business',
      label: 'Legal name',
      value: filedBusinessName(business),
    },
    { tag: 'Business', label: 'Entity type', value: business.business_type },
    { tag: 'Business', label: 'State of formation', value: business.state },
    { tag: 'Business', label: 'Filing', value: FILING_SPEEDS[business.service_filing] },
    {
      tag: 'Business',
      label: 'Industry (NAICS code)',
      value: business.business_class ?? '',
    },
    { tag: 'Business', label: 'Principal business address', value: address('business') },
    { tag: 'Business', label: 'Mailing address', value: address('mailing') },
    ...business.owners.flatMap(ownerLines),
    ...agentLines(business.registered_agent, business.state),
  ];
}

/** The formation filing as submitted, as a PDF. */
export function renderFormationFilingPdf(business: BusinessRecord, submittedAt: Date) {
  return renderSubmittedRecordPdf({
    title: FORMATION_FILING_TITLE,
    kind: 'Formation filing',
    note: FORMATION_FILING_NOTE,
    submittedAt,
    lines: formationFilingLines(business),
  });
}
