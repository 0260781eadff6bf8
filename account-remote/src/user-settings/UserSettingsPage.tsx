import { TitledPage } from '../titled-page/TitledPage';

export default function UserSettingsPage() {
  return <TitledPage title="User Settings" />;
}
