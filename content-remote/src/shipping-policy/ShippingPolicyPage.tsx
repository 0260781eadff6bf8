import { TitledPage } from '../titled-page/TitledPage';

export default function ShippingPolicyPage() {
  return <TitledPage title="Shipping Policy" />;
}
