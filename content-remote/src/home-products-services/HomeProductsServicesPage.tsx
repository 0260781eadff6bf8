import { TitledPage } from '../titled-page/TitledPage';

export default function HomeProductsServicesPage() {
  return <TitledPage title="Home Products & Services" />;
}
