import { TitledPage } from '../titled-page/TitledPage';

export default function CartPage() {
  return <TitledPage title="Cart" />;
}
