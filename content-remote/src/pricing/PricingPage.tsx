import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function PricingPage() {
  return <TitledPage title="Pricing" />;
}
