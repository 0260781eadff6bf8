import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { returnPolicyCopy } from './returnPolicyCopy';

export const load = describePage({
  title: 'Changes to Existing Orders',
  description:
    'Delivered plans cannot be returned, but most can be upgraded within a year: PDF to CAD, a multiple-build licence, another foundation or extra printed sets.',
});

export default function ReturnPolicyPage() {
  return <CopyPage copy={returnPolicyCopy} />;
}
