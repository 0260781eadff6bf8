import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { aboutUsCopy } from './aboutUsCopy';

export const load = describePage({
  title: 'Our Story and Team',
  description:
    'Why we gathered more than ten thousand permit-ready house and garage plans in one catalogue, and the designers and plan specialists who help you build one.',
});

export default function AboutUsPage() {
  return <CopyPage copy={aboutUsCopy} />;
}
