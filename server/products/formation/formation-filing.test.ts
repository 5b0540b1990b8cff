import { describe, expect, it } from 'vitest';
import { findUsState } from '../../../src/domain/us-states';
import { validFormationAnswers } from '../../test-support/formation-answers';
import { formationFiling } from './formation-filing';

const texas = findUsState('TX')!;

describe('formationFiling', () => {
  it('files the business from the four pages', () => {
    expect(formationFiling(validFormationAnswers, texas)).toEqual({
      businessName: 'Bluebonnet Bikes',
      legalIdentifier: 'LLC',
      officialBusinessName: 'Bluebonnet Bikes LLC',
      state: 'Texas',
      stateCode: 'TX',
      addresses: [
        {
          type: 'business',
          street_address: '301 Congress Ave',
          street_address_2: 'STE 200',
          city: 'Austin',
          state: 'Texas',
          zipcode: '78701',
        },
        {
          type: 'mailing',
          street_address: '301 Congress Ave',
          street_address_2: 'STE 200',
          city: 'Austin',
          state: 'Texas',
          zipcode: '78701',
        },
      ],
      owners: [
        {
          first_name: 'Rosa',
          last_name: 'Alvarez',
          email: 'rosa@bluebonnetbikes.example',
          phone: '+1 (512) 555-0100',
          percentage: 100,
          street_address1: '1100 Barton Springs Rd',
          street_address2: '',
          city: 'Austin',
          state: 'Texas',
          zip_code: '78704',
          is_managing_member: true,
          is_primary_contact: true,
        },
      ],
      registeredAgent: { is_bizup_designated_agent: true },
      businessClass: '459110',
    });
  });

  it('takes the mailing block when it differs, and radio answers given as text', () => {
    const filing = formationFiling(
      {
        ...validFormationAnswers,
        page1: {
          ...validFormationAnswers.page1,
          business_name: 'Bluebonnet Bikes',
          legal_identifier: ', LLC',
          official_business_name: 'Typed By Hand',
          mailing_same_as_business: 'false',
          mailing_street_address1: 'PO Box 1234',
          mailing_city: 'Round Rock',
          mailing_state: 'Texas',
          mailing_zip_code: '78664',
        },
        page4: {
          is_bizup_designated_agent: 'false',
          registered_agent_type: 'Agent',
          agent_first_name: 'Sam',
          agent_last_name: 'Agent',
          street_address1: '1 Main St',
          city: 'Dallas',
          state: 'Texas',
          zip_code: '75201',
        },
      },
      texas,
    );
    expect(filing.officialBusinessName).toBe('Bluebonnet Bikes , LLC');
    expect(filing.addresses[1]).toEqual({
      type: 'mailing',
      street_address: 'PO Box 1234',
      street_address_2: '',
      city: 'Round Rock',
      state: 'Texas',
      zipcode: '78664',
    });
    expect(filing.registeredAgent).toMatchObject({
      is_bizup_designated_agent: false,
      agent_first_name: 'Sam',
    });
  });
});
