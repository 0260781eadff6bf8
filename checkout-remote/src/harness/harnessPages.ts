import CartPage from '../cart/CartPage';
import CheckoutPage from '../checkout/CheckoutPage';
import OrderConfirmationPage from '../order-confirmation/OrderConfirmationPage';
import PaymentPage from '../payment/PaymentPage';
import { AddToCartPreview } from './AddToCartPreview';
import { MyOrdersPreview } from './MyOrdersPreview';
import type { HarnessPage } from 'shared-ui/harness';

/** Every exposed module, at one of the paths the shell mounts it on (the fragment on a page of its own). */
export const harnessPages: readonly HarnessPage[] = [
  { expose: './CartPage', label: 'Cart', path: '/cart', Page: CartPage },
  { expose: './CheckoutPage', label: 'Checkout', path: '/checkout', Page: CheckoutPage },
  { expose: './PaymentPage', label: 'Payment', path: '/testcheckout', Page: PaymentPage },
  {
    expose: './OrderConfirmationPage',
    label: 'Order confirmation',
    path: '/order-confirmation/:id',
    href: '/order-confirmation/1',
    Page: OrderConfirmationPage,
  },
  { expose: './AddToCart', label: 'AddToCart fragment', path: '/fragments/add-to-cart', Page: AddToCartPreview },
  { expose: './MyOrders', label: 'MyOrders fragment', path: '/fragments/my-orders', Page: MyOrdersPreview },
];
