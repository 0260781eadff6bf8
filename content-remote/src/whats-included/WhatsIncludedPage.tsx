import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { whatsIncludedCopy } from './whatsIncludedCopy';

export const load = describePage({
  title: "What's Included in Our Plans",
  description:
    'The construction drawings in a house plan set: cover sheet, foundation, dimensioned floor plans, elevations, sections, roof and electrical plans, and details.',
});

export default function WhatsIncludedPage() {
  return <CopyPage copy={whatsIncludedCopy} />;
}
