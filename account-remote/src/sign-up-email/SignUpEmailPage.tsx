import { TitledPage } from '../titled-page/TitledPage';

export default function SignUpEmailPage() {
  return <TitledPage title="Sign Up with Email" />;
}
