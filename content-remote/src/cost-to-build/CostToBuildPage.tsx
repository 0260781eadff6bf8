import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function CostToBuildPage() {
  return <TitledPage title="Cost-to-Build Report" />;
}
