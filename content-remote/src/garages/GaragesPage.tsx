import { CopyPage } from '../page-layout/CopyPage';
import { describePage } from '../page-layout/pageHead';
import { garagesCopy } from './garagesCopy';

export const load = describePage({
  title: 'Garage Plans',
  description:
    'Garage plans for one to three cars, RVs and boats, with a workshop or an apartment, and carports: pick a kind, then filter by size, style and budget.',
});

export default function GaragesPage() {
  return <CopyPage copy={garagesCopy} />;
}
