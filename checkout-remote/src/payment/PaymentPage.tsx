import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function PaymentPage() {
  return <TitledPage title="Payment" />;
}
