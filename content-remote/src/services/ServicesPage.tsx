import { CopyPage } from '../page-layout/CopyPage';
import { servicesCopy } from './servicesCopy';

export default function ServicesPage() {
  return <CopyPage copy={servicesCopy} />;
}
