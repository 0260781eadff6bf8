import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function ContactPage() {
  return <TitledPage title="Contact Us" />;
}
