import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ResetPasswordPage() {
  return <TitledPage title="Reset Password" />;
}
