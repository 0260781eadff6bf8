import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function SignInEmailPage() {
  return <TitledPage title="Sign In with Email" />;
}
