import { TitledPage } from '../titled-page/TitledPage';

export default function PaymentPage() {
  return <TitledPage title="Payment" />;
}
