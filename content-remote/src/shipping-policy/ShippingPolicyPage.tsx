import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { shippingPolicyCopy } from './shippingPolicyCopy';

export const load = describePage({
  title: 'Shipping Policy',
  description:
    'PDF and CAD plan sets are e-mailed within one business day, free. Printed sets ship tracked within 2 business days, free in the continental US.',
});

export default function ShippingPolicyPage() {
  return <CopyPage copy={shippingPolicyCopy} />;
}
