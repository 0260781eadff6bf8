import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function TestimonialsPage() {
  return <TitledPage title="Testimonials" />;
}
