import { CopyPage } from '../page-layout/CopyPage';
import { pricingCopy } from './pricingCopy';

export default function PricingPage() {
  return <CopyPage copy={pricingCopy} />;
}
