import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function UserSettingsPage() {
  return <TitledPage title="User Settings" />;
}
