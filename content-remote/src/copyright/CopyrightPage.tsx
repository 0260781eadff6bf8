import { TitledPage } from '../titled-page/TitledPage';

export default function CopyrightPage() {
  return <TitledPage title="Copyright Notice" />;
}
