import { TitledPage } from '../titled-page/TitledPage';

export default function SignInPage() {
  return <TitledPage title="Login or Register to Enjoy These Great Benefits" />;
}
