import { describe, expect, it } from 'vitest';
import {
  addressLine,
  currentAgent,
  filedName,
  parseBusinessReview,
  reviewedPage1,
  reviewedPage4,
} from './business-review';

const PAGE1_ANSWERS = {
  business_name: 'Bluebonnet Bikes',
  legal_identifier: 'LLC',
  official_business_name: 'Bluebonnet Bikes LLC',
  business_street_address1: '301 Congress Ave',
  business_street_address2: 'STE 200',
  business_city: 'Austin',
  business_state: 'Texas',
  business_zip_code: '78701',
};

describe('the business review, keyed page_1 and page_4', () => {
  it("reads a mailing address 'same as the business' as that address", () => {
    const page1 = reviewedPage1({ ...PAGE1_ANSWERS, mailing_same_as_business: true });
    expect(page1).toMatchObject({
      mailing_same_as_business: true,
      mailing_street_address1: '301 Congress Ave',
      mailing_zip_code: '78701',
    });
    const apart = reviewedPage1({
      ...PAGE1_ANSWERS,
      mailing_same_as_business: 'false',
      mailing_street_address1: 'PO Box 1234',
    });
    expect(apart).toMatchObject({ mailing_same_as_business: false, mailing_city: '' });
  });

  it('names the current agent as the spec says: an individual, a business, or Charter’s', () => {
    const address = {
      street_address1: '500 W 2nd St',
      city: 'Austin',
      state: 'Texas',
      zip_code: '78701',
    };
    const individual = reviewedPage4({
      registered_agent_type: 'Agent',
      agent_first_name: 'Maria',
      agent_last_name: 'Gomez',
      business_name: 'Ignored Inc',
      ...address,
    });
    expect(currentAgent(individual)).toEqual({
      name: 'Maria Gomez',
      address: {
        street_address: '500 W 2nd St',
        street_address_2: '',
        city: 'Austin',
        state: 'Texas',
        zipcode: '78701',
      },
    });
    const business = reviewedPage4({
      registered_agent_type: 'Business',
      business_name: 'Lone Star Agents Inc',
      ...address,
    });
    expect(currentAgent(business).name).toBe('Lone Star Agents Inc');
    expect(currentAgent(reviewedPage4({ is_bizup_designated_agent: 'true' }))).toEqual({
      name: "Charter's registered agent",
      address: null,
    });
  });

  it('writes the filed name and an address as one line', () => {
    const page1 = reviewedPage1({ ...PAGE1_ANSWERS, official_business_name: '' });
    expect(filedName(page1)).toBe('Bluebonnet Bikes LLC');
    expect(
      addressLine({
        street_address: '301 Congress Ave',
        street_address_2: '',
        city: 'Austin',
        state: 'Texas',
        zipcode: '78701',
      }),
    ).toBe('301 Congress Ave, Austin, Texas 78701');
  });

  it('reads an answer defensively: a malformed id or page reads as none', () => {
    expect(
      parseBusinessReview({ individual_id: 1, business_id: '7; drop', page_1: 'x', page_4: null }),
    ).toEqual({ individual_id: 1, business_id: null, page_1: null, page_4: null });
    expect(() => parseBusinessReview({ business_id: '7' })).toThrow();
  });
});
