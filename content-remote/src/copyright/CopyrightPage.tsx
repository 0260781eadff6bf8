import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { copyrightCopy } from './copyrightCopy';

export const load = describePage({
  title: 'Copyright Notice',
  description:
    'House plans are protected by copyright: what a plan licence lets you build, what it does not allow, and how to report an infringement on this site.',
});

export default function CopyrightPage() {
  return <CopyPage copy={copyrightCopy} />;
}
