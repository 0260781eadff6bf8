import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function SignUpPage() {
  return <TitledPage title="Sign Up" />;
}
