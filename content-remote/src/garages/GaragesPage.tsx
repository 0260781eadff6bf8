import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function GaragesPage() {
  return <TitledPage title="Garage Plans" />;
}
