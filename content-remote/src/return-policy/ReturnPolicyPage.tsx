import { TitledPage } from '../titled-page/TitledPage';

export default function ReturnPolicyPage() {
  return <TitledPage title="Changes To Existing Orders" />;
}
