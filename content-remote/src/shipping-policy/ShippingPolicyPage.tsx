import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ShippingPolicyPage() {
  return <TitledPage title="Shipping Policy" />;
}
