import { TitledPage } from '../titled-page/TitledPage';

export default function ReviewsPage() {
  return <TitledPage title="Reviews" />;
}
