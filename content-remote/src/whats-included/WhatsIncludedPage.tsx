import { TitledPage } from '../titled-page/TitledPage';

export default function WhatsIncludedPage() {
  return <TitledPage title="What Is Included In Our Plans" />;
}
