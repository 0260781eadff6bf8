import { TitledPage } from '../titled-page/TitledPage';

export default function StylesPage() {
  return <TitledPage title="Housing Styles" />;
}
