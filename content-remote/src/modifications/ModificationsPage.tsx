import { TitledPage } from '../titled-page/TitledPage';

export default function ModificationsPage() {
  return <TitledPage title="Modification Services" />;
}
