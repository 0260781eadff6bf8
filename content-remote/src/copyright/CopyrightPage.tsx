import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function CopyrightPage() {
  return <TitledPage title="Copyright Notice" />;
}
