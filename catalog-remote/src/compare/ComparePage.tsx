import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ComparePage() {
  return <TitledPage title="Compare Plans" />;
}
