import { CopyPage } from '../page-layout/CopyPage';
import { homeProductsServicesCopy } from './homeProductsServicesCopy';

export default function HomeProductsServicesPage() {
  return <CopyPage copy={homeProductsServicesCopy} />;
}
