import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function MyAccountPage() {
  return <TitledPage title="My Account" />;
}
