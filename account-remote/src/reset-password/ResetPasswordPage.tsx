import { TitledPage } from '../titled-page/TitledPage';

export default function ResetPasswordPage() {
  return <TitledPage title="Reset Password" />;
}
