import { TitledPage } from '../titled-page/TitledPage';

export default function HomePage() {
  return <TitledPage title="Your Dream Home Awaits" />;
}
