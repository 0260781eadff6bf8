import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function PlanSearchPage() {
  return <TitledPage title="Plans" />;
}
