import { TitledPage } from '../titled-page/TitledPage';

export default function BecomeDesignerPage() {
  return <TitledPage title="Designers" />;
}
