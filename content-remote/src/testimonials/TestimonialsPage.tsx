import { TitledPage } from '../titled-page/TitledPage';

export default function TestimonialsPage() {
  return <TitledPage title="Testimonials" />;
}
