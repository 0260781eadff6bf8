import { CopyPage } from '../page-layout/CopyPage';
import { shippingPolicyCopy } from './shippingPolicyCopy';

export default function ShippingPolicyPage() {
  return <CopyPage copy={shippingPolicyCopy} />;
}
