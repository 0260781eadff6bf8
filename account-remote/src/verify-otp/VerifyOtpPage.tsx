import { TitledPage } from '../titled-page/TitledPage';

export default function VerifyOtpPage() {
  return <TitledPage title="Verify OTP" />;
}
