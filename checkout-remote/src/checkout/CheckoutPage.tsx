import { TitledPage } from '../titled-page/TitledPage';

export default function CheckoutPage() {
  return <TitledPage title="Checkout" />;
}
