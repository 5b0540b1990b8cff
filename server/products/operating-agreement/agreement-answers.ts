import {
  addressAnswers,
  recordAddress,
  registeredAgentName,
  type BusinessRecord,
  type RecordAddress,
  filedBusinessName,
} from '../../../src/domain/business-record';
import type { Answers } from '../../../src/domain/questionnaire/page-definition';
import type { Database } from '../../db/database';
import { findOwnerBusinessRecord } from '../../services/businesses';
import type { ReviewProposals } from '../../services/flow-review';

/** One member of the LLC as the agreement names them. */
export interface AgreementMember {
  firstName: string;
  lastName: string;
  email: string;
  /** Percentage interest, 1–100; the members' add up to 100 (the page's rows_total). */
  percentage: number;
  /** As the owner described it ('$5,000 in cash'); '' when not given. */
  capitalContribution: string;
  isManagingMember: boolean;
}

/** Everything the agreement is written from: the business as filed and the confirmed answers. */
export interface AgreementTerms {
  /** The name with its legal identifier, as filed ('Bluebonnet Bikes LLC'). */
  businessName: string;
  /** Full state name: the state of formation, whose law governs. */
  state: string;
  /** When the articles were filed through Charter; null for a business filed elsewhere. */
  filedOn: Date | null;
  principalOffice: RecordAddress;
  /** The main activity the purpose clause names; '' for the general clause alone. */
  purpose: string;
  members: AgreementMember[];
  registeredAgent: { name: string; address: RecordAddress | null; isCharters: boolean } | null;
  /** When this text was generated (the preview's, or the copy sent for signature). */
  preparedOn: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The operating agreement's pages as the formation left them (decision 0050): the principal
 * office is the business address, the members are its owners. Nothing without a business.
 */
export async function proposeAgreementPages(
  db: Database,
  individualId: number,
): Promise<ReviewProposals> {
  const record = await findOwnerBusinessRecord(db, individualId);
  if (!record) return {};
  const office = record.addresses.find((address) => address.type === 'business');
  return {
    business: { ...addressAnswers('business_', office), purpose: '' },
    members: {
      members: record.owners.map((owner) => ({
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        percentage: owner.percentage,
        capital_contribution: '',
        is_managing_member: owner.is_managing_member,
      })),
    },
  };
}

function agreementMember(row: Answers): AgreementMember {
  return {
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    email: text(row.email),
    percentage: Number(row.percentage),
    capitalContribution: text(row.capital_contribution),
    isManagingMember: row.is_managing_member === true,
  };
}

/** The prefixed principal-office answers as an address. */
function officeAddress(answers: Answers): RecordAddress {
  const unprefixed = Object.fromEntries(
    Object.entries(answers).map(([name, value]) => [name.replace(/^business_/, ''), value]),
  );
  return recordAddress(unprefixed);
}

/**
 * The agreement's terms from the business record and the confirmed pages (already validated
 * by the caller: business and members).
 */
export function agreementTerms(
  business: BusinessRecord,
  answersOf: (page: 'business' | 'members') => Answers,
  preparedOn: Date,
): AgreementTerms {
  const office = answersOf('business');
  const rows = answersOf('members').members;
  const agent = business.registered_agent;
  return {
    businessName: filedBusinessName(business),
    state: business.state,
    filedOn: business.submitted_at ? new Date(business.submitted_at) : null,
    principalOffice: officeAddress(office),
    purpose: text(office.purpose),
    members: (Array.isArray(rows) ? (rows as Answers[]) : []).map(agreementMember),
    registeredAgent: agent && {
      name: agent.is_bizup_designated_agent
        ? "Charter's registered agent service"
        : registeredAgentName(agent),
      address: agent.is_bizup_designated_agent ? null : recordAddress({ ...agent }),
      isCharters: agent.is_bizup_designated_agent,
    },
    preparedOn,
  };
}

/** A member's full name. */
export const memberName = (member: Pick<AgreementMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

/**
 * Who manages the company: the managing members marked, or, with none marked (or every member
 * marked), all the members.
 */
export function managers(terms: Pick<AgreementTerms, 'members'>): AgreementMember[] | 'all' {
  const marked = terms.members.filter((member) => member.isManagingMember);
  return marked.length === 0 || marked.length === terms.members.length ? 'all' : marked;
}
