import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function WhatsIncludedPage() {
  return <TitledPage title="What Is Included In Our Plans" />;
}
