import { TitledPage } from '../titled-page/TitledPage';

export default function MyAccountPage() {
  return <TitledPage title="My Account" />;
}
