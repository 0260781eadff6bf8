import { CopyPage } from '../page-layout/CopyPage';
import { copyrightCopy } from './copyrightCopy';

export default function CopyrightPage() {
  return <CopyPage copy={copyrightCopy} />;
}
