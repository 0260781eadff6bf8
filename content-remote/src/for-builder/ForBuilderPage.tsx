import { CopyPage } from '../page-layout/CopyPage';
import { forBuilderCopy } from './forBuilderCopy';

export default function ForBuilderPage() {
  return <CopyPage copy={forBuilderCopy} />;
}
