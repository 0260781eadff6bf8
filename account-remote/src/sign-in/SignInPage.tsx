import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function SignInPage() {
  return <TitledPage title="Login or Register to Enjoy These Great Benefits" />;
}
