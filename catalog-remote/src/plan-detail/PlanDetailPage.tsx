import { TitledPage } from '../titled-page/TitledPage';

export default function PlanDetailPage() {
  return <TitledPage title="Plan" />;
}
