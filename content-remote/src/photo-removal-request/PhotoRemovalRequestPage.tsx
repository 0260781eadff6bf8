import { TitledPage } from '../titled-page/TitledPage';

export default function PhotoRemovalRequestPage() {
  return <TitledPage title="Copyright Infringement Notice" />;
}
