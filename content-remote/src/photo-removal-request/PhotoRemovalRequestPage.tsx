import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function PhotoRemovalRequestPage() {
  return <TitledPage title="Copyright Infringement Notice" />;
}
