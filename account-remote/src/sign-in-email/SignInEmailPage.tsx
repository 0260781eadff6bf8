import { TitledPage } from '../titled-page/TitledPage';

export default function SignInEmailPage() {
  return <TitledPage title="Sign In with Email" />;
}
