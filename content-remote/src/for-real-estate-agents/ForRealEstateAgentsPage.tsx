import { TitledPage } from '../titled-page/TitledPage';

export default function ForRealEstateAgentsPage() {
  return <TitledPage title="Real Estate Agent Rewards" />;
}
