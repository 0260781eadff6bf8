import { CopyPage } from '../page-layout/CopyPage';
import { becomeDesignerCopy } from './becomeDesignerCopy';

export default function BecomeDesignerPage() {
  return <CopyPage copy={becomeDesignerCopy} />;
}
