import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function SetPasswordPage() {
  return <TitledPage title="Set New Password" />;
}
