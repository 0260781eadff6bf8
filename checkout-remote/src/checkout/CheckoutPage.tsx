import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function CheckoutPage() {
  return <TitledPage title="Checkout" />;
}
