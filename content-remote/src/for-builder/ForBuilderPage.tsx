import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ForBuilderPage() {
  return <TitledPage title="Builder Rewards Program" />;
}
