import type { OwnerProfile } from '../../src/domain/owner-profile';

/** The owner that client tests sign in as (individual 1), as GET /v1/individual returns it. */
export const TEST_OWNER: OwnerProfile = {
  individual_id: 1,
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  phone: null,
  tier: 'GROWTH',
  stripe_customer_id: null,
  business_state: 'TX',
  add_ons: [],
  order_url: null,
};
