import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function CustomHousePlansPage() {
  return <TitledPage title="Custom House Plans" />;
}
