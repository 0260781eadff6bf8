import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function BlogDetailsPage() {
  return <TitledPage title="Blog Details" />;
}
