import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function StylesPage() {
  return <TitledPage title="Housing Styles" />;
}
