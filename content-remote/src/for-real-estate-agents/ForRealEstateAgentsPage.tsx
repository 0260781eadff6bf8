import { CopyPage } from '../page-layout/CopyPage';
import { forRealEstateAgentsCopy } from './forRealEstateAgentsCopy';

export default function ForRealEstateAgentsPage() {
  return <CopyPage copy={forRealEstateAgentsCopy} />;
}
