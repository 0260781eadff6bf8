import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ServicesPage() {
  return <TitledPage title="Services" />;
}
