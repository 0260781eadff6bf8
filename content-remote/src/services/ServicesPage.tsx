import { TitledPage } from '../titled-page/TitledPage';

export default function ServicesPage() {
  return <TitledPage title="Services" />;
}
