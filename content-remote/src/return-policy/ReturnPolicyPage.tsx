import { CopyPage } from '../page-layout/CopyPage';
import { returnPolicyCopy } from './returnPolicyCopy';

export default function ReturnPolicyPage() {
  return <CopyPage copy={returnPolicyCopy} />;
}
