import type { ReactNode } from 'react';
import type { RecordAddress } from '../domain/business-record';
import { businessAddressOf, mailingAddressOf, type ReviewedPage1 } from '../domain/business-review';
import { Titled } from '../ui/titled';
import './review-section.css';
import './business-review.css';

/** What a card shows for a value the business record does not hold. */
export const NOT_ON_FILE = 'Not on file';

/** One read-only card of a business review: a heading and what follows it. */
export function ReviewCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Titled
      as="section"
      className="ch-review"
      heading={{
        text: heading,
        level: 2,
        className: 'ch-review__heading ch-business-review__heading',
      }}
    >
      {children}
    </Titled>
  );
}

/** Label and value pairs, in the review's answer grid; an empty value reads 'Not on file'. */
export function CardFacts({ facts }: { facts: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className="ch-review__answers">
      {facts.map(({ label, value }) => (
        <div key={label} className="ch-review__answer">
          <dt>{label}</dt>
          <dd>{value.trim() || NOT_ON_FILE}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An address as the spec lists it: street, floor/apt/suite, city, state, zip. */
export function AddressFacts({ heading, address }: { heading: string; address: RecordAddress }) {
  return (
    <div className="ch-business-review__address">
      <h3 className="ch-business-review__subheading">{heading}</h3>
      <CardFacts
        facts={[
          { label: 'Street', value: address.street_address },
          { label: 'Floor/apt/suite', value: address.street_address_2 },
          { label: 'City', value: address.city },
          { label: 'State', value: address.state },
          { label: 'Zip', value: address.zipcode },
        ]}
      />
    </div>
  );
}

export interface BusinessDetailsCardProps {
  /** Formation page1 as the review answered it; null when nothing is on file. */
  page1: ReviewedPage1 | null;
  /** The registered agent's card lists the business and mailing addresses too. */
  withAddresses?: boolean;
}

/** 'Your Business Details' (spec foundation §2): the business name and its descriptor. */
export function BusinessDetailsCard({ page1, withAddresses = false }: BusinessDetailsCardProps) {
  return (
    <ReviewCard heading="Your Business Details">
      {page1 ? (
        <>
          <CardFacts
            facts={[
              { label: 'Business name', value: page1.business_name },
              { label: 'Descriptor', value: page1.legal_identifier },
            ]}
          />
          {withAddresses && (
            <>
              <AddressFacts heading="Business address" address={businessAddressOf(page1)} />
              <AddressFacts heading="Mailing address" address={mailingAddressOf(page1)} />
            </>
          )}
        </>
      ) : (
        <p className="ch-review__missing">{NOT_ON_FILE}</p>
      )}
    </ReviewCard>
  );
}
