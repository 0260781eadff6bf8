import { CopyPage } from '../page-layout/CopyPage';
import { aboutUsCopy } from './aboutUsCopy';

export default function AboutUsPage() {
  return <CopyPage copy={aboutUsCopy} />;
}
