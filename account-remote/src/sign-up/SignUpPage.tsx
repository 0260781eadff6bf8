import { TitledPage } from '../titled-page/TitledPage';

export default function SignUpPage() {
  return <TitledPage title="Sign Up" />;
}
