import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ReviewsPage() {
  return <TitledPage title="Reviews" />;
}
