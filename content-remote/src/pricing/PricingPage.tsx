import { TitledPage } from '../titled-page/TitledPage';

export default function PricingPage() {
  return <TitledPage title="Pricing" />;
}
