import { TitledPage } from '../titled-page/TitledPage';

export default function CostToBuildPage() {
  return <TitledPage title="Cost-to-Build Report" />;
}
