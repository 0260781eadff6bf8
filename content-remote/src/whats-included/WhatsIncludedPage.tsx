import { CopyPage } from '../page-layout/CopyPage';
import { whatsIncludedCopy } from './whatsIncludedCopy';

export default function WhatsIncludedPage() {
  return <CopyPage copy={whatsIncludedCopy} />;
}
