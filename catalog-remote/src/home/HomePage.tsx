import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function HomePage() {
  return <TitledPage title="Your Dream Home Awaits" />;
}
