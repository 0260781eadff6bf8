import { CopyPage } from '../page-layout/CopyPage';
import { modificationsCopy } from './modificationsCopy';

export default function ModificationsPage() {
  return <CopyPage copy={modificationsCopy} />;
}
