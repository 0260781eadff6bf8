import { TitledPage } from '../titled-page/TitledPage';

export default function SetPasswordPage() {
  return <TitledPage title="Set New Password" />;
}
