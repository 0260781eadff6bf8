import { CopyPage } from '../page-layout/CopyPage';
import { becomeAffiliateCopy } from './becomeAffiliateCopy';

export default function BecomeAffiliatePage() {
  return <CopyPage copy={becomeAffiliateCopy} />;
}
