import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function BecomeAffiliatePage() {
  return <TitledPage title="Affiliate Program" />;
}
