import type { ReactNode } from 'react';
import {
  registeredAgentName,
  type BusinessAddress,
  type BusinessOwner,
  type BusinessRecord,
  type RecordAddress,
  type RegisteredAgent,
  filedBusinessName,
} from '../../../domain/business-record';
import { BusinessClassText } from '../../../questionnaire/review-answer';
import { longCalendarDate, longDate } from '../../../domain/long-date';
import { charterDay } from '../../../domain/estimates/working-hours';
import { StatusBadge } from '../../../ui/badge';
import { EinNumber } from '../../../ui/ein-number';
import { Fact } from '../../../ui/fact';
import { TagBadge } from '../../../ui/tag-badge';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { Titled, titledSection } from '../../../ui/titled';
import { useBusinessList } from '../../../api/business-list';
import { useAmendmentHistory } from '../api/amendment-history';
import { OrderHistory } from './order-history';
import './business-profile-page.css';
import { ownerDisplayName } from '../../../domain/owner-profile';
import { MEMBER_TYPE_LABELS } from '../../../domain/owner-details/owner-details';
import { formatUsPhone } from '../../../domain/questionnaire/formatting';
import { useOwnerProfile } from '../../../api/owner-profile';
import { EditMailingAddress, EditMember, EditPhone, StateHeldNote } from './owner-details-editing';
import { FORMATION_START_PATH } from '../../../domain/services/service-paths';

export const LOAD_ERROR_MESSAGE = 'We could not load your business profile.';
export const NO_BUSINESS_MESSAGE =
  'You have not formed a business with Charter yet. Once you file your LLC formation, its details appear here.';

/** The filing speeds as the owner chose them at registration (registration page2's options). */
const FILING_SPEEDS = {
  standard: 'Standard filing (5-10 business days)',
  rapid: 'Rapid filing (1 business day)',
} as const;

/** Spec foundation §6: agent members of type Agent are shown as Individual. */
const AGENT_TYPES: Readonly<Record<string, string>> = { Agent: 'Individual', Business: 'Business' };

function hasAddress(address: RecordAddress): boolean {
  return [address.street_address, address.city, address.state, address.zipcode].some(Boolean);
}

/** An address as it is written on an envelope; "Not provided" when the record has none. */
function AddressLines({ address }: { address: RecordAddress }) {
  if (!hasAddress(address)) return <span className="ch-muted">Not provided</span>;
  const region = [address.state, address.zipcode].filter(Boolean).join(' ');
  const lastLine = [address.city, region].filter(Boolean).join(', ');
  return (
    <span className="ch-business-profile__address">
      {[address.street_address, address.street_address_2, lastLine]
        .filter(Boolean)
        .map((line, index) => (
          <span key={index}>{line}</span>
        ))}
    </span>
  );
}

/** A titled part of the profile: its heading names the region for screen readers. */
const ProfileSection = titledSection(
  'ch-business-profile__section',
  'ch-business-profile__section-title',
  3,
);

function BusinessDetails({ business }: { business: BusinessRecord }) {
  return (
    <ProfileSection title="Business details">
      <dl className="ch-business-profile__details">
        <Fact term="Official business name">{filedBusinessName(business)}</Fact>
        <Fact term="Business type">{business.business_type}</Fact>
        <Fact term="State of formation">{business.state}</Fact>
        <Fact term="Status">
          <StatusBadge status={business.status} />
        </Fact>
        <Fact term="EIN (federal tax ID)">
          {business.ein_masked === null ? (
            <span className="ch-muted">Not on file with Charter</span>
          ) : (
            <EinNumber masked={business.ein_masked} />
          )}
        </Fact>
        <Fact term="Filing speed">{FILING_SPEEDS[business.service_filing]}</Fact>
        <Fact term="Industry (NAICS code)">
          {business.business_class ? (
            <BusinessClassText code={business.business_class} />
          ) : (
            <span className="ch-muted">Not provided</span>
          )}
        </Fact>
        {business.submitted_at && (
          <Fact term="Filed with the state">
            {longCalendarDate(charterDay(new Date(business.submitted_at)))}
          </Fact>
        )}
        {business.state_file_number && (
          <Fact term="State file number">{business.state_file_number}</Fact>
        )}
        {business.formed_on && (
          <Fact term={business.state_file_number ? 'Effective date' : 'Formed on'}>
            <time dateTime={business.formed_on}>{longCalendarDate(business.formed_on)}</time>
          </Fact>
        )}
      </dl>
      <StateHeldNote subject="The business name, type and state of formation are" />
    </ProfileSection>
  );
}

function ShownAddress({ address }: { address: BusinessAddress | undefined }) {
  return address ? (
    <AddressLines address={address} />
  ) : (
    <p className="ch-muted ch-business-profile__none">Not provided</p>
  );
}

/**
 * The principal address is the state's (only an amendment changes it); the mailing address is
 * the owner's to edit (decision 0089).
 */
function Addresses({ business }: { business: BusinessRecord }) {
  const of = (type: BusinessAddress['type']) =>
    business.addresses.find((address) => address.type === type);
  const mailing = of('mailing');
  return (
    <>
      <ProfileSection title="Business address">
        <ShownAddress address={of('business')} />
        <StateHeldNote subject="The business address is" />
      </ProfileSection>
      <ProfileSection title="Mailing address">
        <ShownAddress address={mailing} />
        <EditMailingAddress businessId={business.business_id} address={mailing} />
      </ProfileSection>
    </>
  );
}

function ownerName(owner: BusinessOwner): string {
  return ownerDisplayName(owner) || 'Unnamed owner';
}

function Owners({ business }: { business: BusinessRecord }) {
  const { owners } = business;
  return (
    <ProfileSection title="Owners">
      {owners.length === 0 ? (
        <p className="ch-muted ch-business-profile__none">No owners are recorded.</p>
      ) : (
        <ul className="ch-business-profile__owners">
          {owners.map((owner, index) => (
            <li key={index} className="ch-business-profile__owner">
              <h4 className="ch-business-profile__owner-name">{ownerName(owner)}</h4>
              {(owner.is_managing_member || owner.is_primary_contact) && (
                <p className="ch-business-profile__tags">
                  {owner.is_managing_member && <TagBadge>Managing member</TagBadge>}
                  {owner.is_primary_contact && <TagBadge>Primary contact</TagBadge>}
                </p>
              )}
              <dl className="ch-business-profile__details">
                <Fact term="Member type">{MEMBER_TYPE_LABELS[owner.member_type]}</Fact>
                <Fact term="Email">{owner.email || '—'}</Fact>
                <Fact term="Phone">{owner.phone || '—'}</Fact>
                <Fact term="Ownership">
                  {owner.percentage === null ? '—' : `${owner.percentage}%`}
                </Fact>
                <Fact term="Address">
                  <AddressLines address={owner} />
                </Fact>
              </dl>
              <EditMember businessId={business.business_id} index={index} member={owner} />
            </li>
          ))}
        </ul>
      )}
      <StateHeldNote subject="Members' names and ownership are" />
    </ProfileSection>
  );
}

function Agent({ agent, state }: { agent: RegisteredAgent | null; state: string }) {
  return (
    <ProfileSection title="Registered agent">
      {agent === null ? (
        <p className="ch-muted ch-business-profile__none">No registered agent is recorded.</p>
      ) : agent.is_bizup_designated_agent ? (
        <p className="ch-business-profile__none">
          Charter&rsquo;s registered agent receives legal papers for your business in {state}.
        </p>
      ) : (
        <dl className="ch-business-profile__details">
          <Fact term="Agent type">
            {AGENT_TYPES[agent.registered_agent_type] ?? (agent.registered_agent_type || '—')}
          </Fact>
          <Fact term="Name">{registeredAgentName(agent) || '—'}</Fact>
          <Fact term="Address">
            <AddressLines address={agent} />
          </Fact>
        </dl>
      )}
    </ProfileSection>
  );
}

/**
 * What the business's approved amendments changed, newest first, each previous value kept
 * (decision 0053); nothing before the first. The profile above shows the values now.
 */
function AmendmentHistory() {
  const history = useAmendmentHistory();
  const entries = history.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <ProfileSection title="Amendment history">
      <ol className="ch-business-profile__history">
        {[...entries].reverse().map((entry) => (
          <li key={entry.amendment_id}>
            <p className="ch-business-profile__history-date">
              Amended {longDate(entry.applied_at)} (filed {longDate(entry.submitted_at)})
            </p>
            <dl>
              {entry.changes.map((change) => (
                <Fact key={change.section} term={change.section}>
                  {change.current}{' '}
                  <span className="ch-business-profile__was">
                    (was {change.previous || 'not on file'})
                  </span>
                </Fact>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}

function BusinessProfile({ business }: { business: BusinessRecord }) {
  return (
    <Titled
      as="article"
      className="ch-business-profile__business"
      heading={{
        text: business.official_business_name ?? business.business_name,
        level: 2,
        className: 'ch-business-profile__name',
      }}
    >
      <BusinessDetails business={business} />
      <div className="ch-business-profile__pair">
        <Addresses business={business} />
      </div>
      <Owners business={business} />
      <Agent agent={business.registered_agent} state={business.state} />
      <AmendmentHistory />
    </Titled>
  );
}

/** The owner's own contact details: their phone is theirs to change (decision 0089). */
function YourContactDetails() {
  const { owner } = useOwnerProfile();
  if (!owner) return null;
  return (
    <ProfileSection title="Your contact details">
      <dl className="ch-business-profile__details">
        <Fact term="Phone number">
          {owner.phone ? (
            formatUsPhone(owner.phone)
          ) : (
            <span className="ch-muted">Not provided</span>
          )}
        </Fact>
      </dl>
      <EditPhone phone={owner.phone} />
    </ProfileSection>
  );
}

/** The page's shape while the record loads, so nothing jumps when it arrives. */
function ProfileSkeleton() {
  return (
    <div className="ch-business-profile__business" aria-busy="true">
      <p className="ch-business-profile__name">
        <TextSkeleton label="Loading your business profile…" width="24ch" />
      </p>
      {['Business details', 'Business address', 'Owners'].map((title) => (
        <div key={title} className="ch-business-profile__section" aria-hidden="true">
          <p className="ch-business-profile__skeleton-line">
            <TextSkeleton width="14ch" />
          </p>
          <p className="ch-business-profile__skeleton-line">
            <TextSkeleton width="24ch" />
          </p>
          <p className="ch-business-profile__skeleton-line">
            <TextSkeleton width="8ch" />
          </p>
        </div>
      ))}
    </div>
  );
}

function NoBusiness() {
  return (
    <section className="ch-business-profile__empty" aria-labelledby="business-profile-empty">
      <h2 id="business-profile-empty" className="ch-business-profile__name">
        No business yet
      </h2>
      <p>{NO_BUSINESS_MESSAGE}</p>
      <LinkButton to={FORMATION_START_PATH}>Start your LLC formation</LinkButton>
    </section>
  );
}

/**
 * Your Business Profile (spec dashboard §1 and §2, /business-profile): the owner's business as
 * filed — its details and status, addresses, owners and registered agent — from GET
 * /v1/business/list.
 */
export function BusinessProfilePage() {
  const list = useBusinessList();

  let content: ReactNode;
  if (list.isPending) {
    content = <ProfileSkeleton />;
  } else if (list.isError) {
    content = (
      <LoadError message={LOAD_ERROR_MESSAGE} query={list} className="ch-business-profile__error" />
    );
  } else if (list.data.length === 0) {
    content = <NoBusiness />;
  } else {
    content = list.data.map((business) => (
      <BusinessProfile key={business.business_id} business={business} />
    ));
  }

  return (
    <div className="ch-business-profile">
      <PageHeader
        title="Your Business Profile"
        subtitle="Your business as it is filed with the state, the contact details you keep up to date here, and every order you placed."
      />
      <YourContactDetails />
      {content}
      <OrderHistory />
    </div>
  );
}
