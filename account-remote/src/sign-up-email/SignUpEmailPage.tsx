import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function SignUpEmailPage() {
  return <TitledPage title="Sign Up with Email" />;
}
