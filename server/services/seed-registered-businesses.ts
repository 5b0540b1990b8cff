import { officialBusinessName } from '../../src/domain/questionnaire/formatting';
import { findUsState } from '../../src/domain/us-states';
import { businessNameKey } from './business-name';
import type { BusinessAddress } from '../../src/domain/business-record';
import type { Database } from '../db/database';
import { businesses } from '../db/schema';

interface RegisteredBusiness {
  businessName: string;
  legalIdentifier: string;
  /** Two-letter abbreviation. */
  stateCode: string;
  businessClass: string;
  street: string;
  city: string;
  zipcode: string;
}

/**
 * Businesses already registered with their state outside Charter. They stand in for the
 * states' registries, so the name check (POST /api/v1/business/namecheck) can warn that a name
 * is taken: try 'Lone Star Coffee' in Texas. They belong to no account.
 */
export const REGISTERED_BUSINESSES: readonly RegisteredBusiness[] = [
  {
    businessName: 'Lone Star Coffee',
    legalIdentifier: 'LLC',
    stateCode: 'TX',
    businessClass: '722515',
    street: '600 Congress Ave',
    city: 'Austin',
    zipcode: '78701',
  },
  {
    businessName: 'Acme Holdings',
    legalIdentifier: 'LLC',
    stateCode: 'DE',
    businessClass: '551112',
    street: '1000 N King St',
    city: 'Wilmington',
    zipcode: '19801',
  },
  {
    businessName: 'Sunshine Bakery',
    legalIdentifier: 'L.L.C.',
    stateCode: 'FL',
    businessClass: '311811',
    street: '200 S Orange Ave',
    city: 'Orlando',
    zipcode: '32801',
  },
  {
    businessName: 'Golden Gate Labs',
    legalIdentifier: 'LIMITED LIABILITY COMPANY',
    stateCode: 'CA',
    businessClass: '541715',
    street: '1 Market St',
    city: 'San Francisco',
    zipcode: '94105',
  },
  {
    businessName: 'Prairie Goods',
    legalIdentifier: 'LLC',
    stateCode: 'IL',
    businessClass: '424490',
    street: '233 S Wacker Dr',
    city: 'Chicago',
    zipcode: '60606',
  },
  {
    businessName: 'Empire Tailors',
    legalIdentifier: 'LLC',
    stateCode: 'NY',
    businessClass: '811490',
    street: '350 5th Ave',
    city: 'New York',
    zipcode: '10118',
  },
];

/**
 * Adds the registered businesses that are not there yet. Safe to run on every start and from
 * several processes at once: a name registered elsewhere is unique per state.
 */
export async function seedRegisteredBusinesses(db: Database): Promise<void> {
  await db
    .insert(businesses)
    .values(
      REGISTERED_BUSINESSES.map((business) => {
        const state = findUsState(business.stateCode)!;
        const address: BusinessAddress = {
          type: 'business',
          street_address: business.street,
          street_address_2: '',
          city: business.city,
          state: state.name,
          zipcode: business.zipcode,
        };
        return {
          individualId: null,
          businessName: business.businessName,
          nameKey: businessNameKey(business.businessName),
          legalIdentifier: business.legalIdentifier,
          officialBusinessName: officialBusinessName(
            business.businessName,
            business.legalIdentifier,
          ),
          state: state.name,
          stateCode: state.abbreviation,
          addresses: [address],
          businessClass: business.businessClass,
          status: 'ACTIVE',
        };
      }),
    )
    .onConflictDoNothing();
}
