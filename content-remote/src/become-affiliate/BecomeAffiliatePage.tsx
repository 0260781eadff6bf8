import { TitledPage } from '../titled-page/TitledPage';

export default function BecomeAffiliatePage() {
  return <TitledPage title="Affiliate Program" />;
}
