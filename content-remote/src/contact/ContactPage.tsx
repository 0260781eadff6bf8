import { TitledPage } from '../titled-page/TitledPage';

export default function ContactPage() {
  return <TitledPage title="Contact Us" />;
}
