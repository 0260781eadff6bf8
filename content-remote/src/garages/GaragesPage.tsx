import { TitledPage } from '../titled-page/TitledPage';

export default function GaragesPage() {
  return <TitledPage title="Garage Plans" />;
}
