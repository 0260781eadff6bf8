import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ReturnPolicyPage() {
  return <TitledPage title="Changes To Existing Orders" />;
}
