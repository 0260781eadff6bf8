import { TitledPage } from '../titled-page/TitledPage';

export default function CustomHousePlansPage() {
  return <TitledPage title="Custom House Plans" />;
}
