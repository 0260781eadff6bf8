import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ForRealEstateAgentsPage() {
  return <TitledPage title="Real Estate Agent Rewards" />;
}
