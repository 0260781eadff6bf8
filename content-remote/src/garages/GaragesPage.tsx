import { CopyPage } from '../page-layout/CopyPage';
import { garagesCopy } from './garagesCopy';

export default function GaragesPage() {
  return <CopyPage copy={garagesCopy} />;
}
