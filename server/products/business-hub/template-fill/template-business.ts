import { filedName, reviewedPage1OfRecord } from '../../../../src/domain/business-review';
import type { BusinessRecord as OwnerBusiness } from '../../../../src/domain/business-record';
import type { BusinessRecord } from '../templates/template-source';

/**
 * What a filled template prints of the owner's business (decision 0070): the business as its
 * formation filed it (name with its legal identifier, state, principal office, members and
 * their percentages) and its EIN once the back office has recorded it, masked as everywhere
 * (decision 0087): a filled document is kept among the owner's files and shared, so it carries
 * the last four digits and says where the full number is; before one is recorded, the template
 * prints its placeholder rather than a number Charter cannot vouch for.
 */
export function templateBusiness(record: OwnerBusiness): BusinessRecord {
  const office = record.addresses.find((address) => address.type === 'business');
  return {
    legalName: filedName(reviewedPage1OfRecord(record)),
    entityType: record.business_type === 'LLC' ? 'LLC' : 'Corporation',
    stateCode: record.state_code,
    stateName: record.state,
    address:
      office && office.street_address.trim() !== ''
        ? {
            line1: office.street_address,
            ...(office.street_address_2.trim() !== '' && { line2: office.street_address_2 }),
            city: office.city,
            state: office.state,
            zip: office.zipcode,
          }
        : null,
    members: record.owners.map((owner) => ({
      name: `${owner.first_name} ${owner.last_name}`.trim(),
      percentage: owner.percentage,
    })),
    einMasked: record.ein_masked,
  };
}
