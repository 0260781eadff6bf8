import { TitledPage } from '../titled-page/TitledPage';

export default function BlogDetailsPage() {
  return <TitledPage title="Blog Details" />;
}
