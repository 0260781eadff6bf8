import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function HomeProductsServicesPage() {
  return <TitledPage title="Home Products & Services" />;
}
