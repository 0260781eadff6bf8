import { CopyPage } from '../page-layout/CopyPage';
import { customHousePlansCopy } from './customHousePlansCopy';

export default function CustomHousePlansPage() {
  return <CopyPage copy={customHousePlansCopy} />;
}
