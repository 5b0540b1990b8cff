import { lazy } from 'react';
import {
  RegistrationPage,
  type RegistrationPageProps,
} from '../features/registration/components/registration-page';

/** Loaded at the checkout only: the card form and payment code stay off the question pages. */
const RegistrationCheckoutPage = lazy(() =>
  import('../features/checkout/components/registration-checkout-page').then((m) => ({
    default: m.RegistrationCheckoutPage,
  })),
);
const OrderConfirmationPage = lazy(() =>
  import('../features/checkout/components/order-confirmation-page').then((m) => ({
    default: m.OrderConfirmationPage,
  })),
);

/**
 * The registration area: its question pages belong to the registration feature, its checkout
 * and order confirmation to the checkout feature (features do not import each other; the app
 * puts them side by side).
 */
export function RegistrationScreen(props: RegistrationPageProps) {
  if (props.pageName === 'checkout') return <RegistrationCheckoutPage />;
  if (props.pageName === 'order-confirmation') return <OrderConfirmationPage />;
  return <RegistrationPage {...props} />;
}
