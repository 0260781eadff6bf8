import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function BecomeDesignerPage() {
  return <TitledPage title="Designers" />;
}
