import { TitledPage } from '../titled-page/TitledPage';

export default function AboutUsPage() {
  return <TitledPage title="Our Story" />;
}
