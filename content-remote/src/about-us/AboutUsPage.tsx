import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function AboutUsPage() {
  return <TitledPage title="Our Story" />;
}
