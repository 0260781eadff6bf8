import { TitledPage } from '../titled-page/TitledPage';

export default function ComparePage() {
  return <TitledPage title="Compare Plans" />;
}
