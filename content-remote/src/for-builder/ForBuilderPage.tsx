import { TitledPage } from '../titled-page/TitledPage';

export default function ForBuilderPage() {
  return <TitledPage title="Builder Rewards Program" />;
}
