import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function FaqPage() {
  return <TitledPage title="FAQ" />;
}
