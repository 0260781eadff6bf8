import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function CartPage() {
  return <TitledPage title="Cart" />;
}
