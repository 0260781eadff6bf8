import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function VerifyOtpPage() {
  return <TitledPage title="Verify OTP" />;
}
