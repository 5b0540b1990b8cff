import { sessionRecord } from '../local/session-records';
import type { RegistrationCheckout } from '../domain/registration/selection-rules';

/** The checkout data as kept: the selection and the plan its products were listed for. */
export type StoredRegistrationCheckout = RegistrationCheckout & { tier: string };

/** What the checkout reads of each listed product; the catalogue's other fields pass through. */
const listedProduct = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    unit_price: { type: 'number' },
    price_id: { type: 'string' },
  },
  required: ['name', 'unit_price', 'price_id'],
} as const;

/** Spec foundation §4: the registration checkout data is kept in session storage. */
const storedCheckout = sessionRecord('registration_checkout', {
  type: 'object',
  properties: {
    products: { type: 'array', items: listedProduct },
    selected: { type: 'array', items: { type: 'string' } },
    state: { type: 'string' },
    entityType: { type: 'string' },
    tier: { type: 'string' },
  },
  required: ['products', 'selected', 'state', 'entityType', 'tier'],
});

/** The stored checkout data, checked on read: anything else counts as none. */
export function readRegistrationCheckout(): StoredRegistrationCheckout | null {
  return storedCheckout.read();
}

export function writeRegistrationCheckout(checkout: StoredRegistrationCheckout): void {
  storedCheckout.write(checkout);
}
