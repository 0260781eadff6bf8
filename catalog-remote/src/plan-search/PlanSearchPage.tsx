import { TitledPage } from '../titled-page/TitledPage';

export default function PlanSearchPage() {
  return <TitledPage title="Plans" />;
}
