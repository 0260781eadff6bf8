import { TitledPage } from '../titled-page/TitledPage';

export default function FaqPage() {
  return <TitledPage title="FAQ" />;
}
