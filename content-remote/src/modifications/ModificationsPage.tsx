import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ModificationsPage() {
  return <TitledPage title="Modification Services" />;
}
