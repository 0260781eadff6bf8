import { useMutation } from '@tanstack/react-query';
import type { Order, OrderLine } from 'contracts/src/checkout/order';
import {
  DELIVERY_MESSAGES,
  documentsOfLine,
  filesDeliverable,
  ORDER_DOCUMENT_LABELS,
  type OrderDocumentKind,
} from 'contracts/src/delivery/orderDocuments';
import { Button, toast } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { downloadOrderDocument, requestDownloadLink } from './ordersApi';
import { saveFile } from './saveFile';
import styles from './OrderDownloads.module.css';

export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';
export const LINK_REQUEST_FAILED = 'The download link could not be sent. Please try again.';
export const EMAIL_LINK_LABEL = 'Email me a download link';

function DownloadButton({ orderId, line, kind }: { orderId: string; line: OrderLine; kind: OrderDocumentKind }) {
  const download = useMutation({
    mutationFn: () => downloadOrderDocument(orderId, line._id, kind),
    onSuccess: saveFile,
    onError: (error) => toast.error(apiErrorMessage(error, DOWNLOAD_FAILED, DOWNLOAD_FAILED)),
  });
  const label = `Download ${ORDER_DOCUMENT_LABELS[kind]}`;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      aria-label={`${label} of ${line.property_id.name}`}
      onClick={() => download.mutate()}
    >
      {label}
    </Button>
  );
}

function EmailLinkButton({ orderId }: { orderId: string }) {
  const send = useMutation({
    mutationFn: () => requestDownloadLink(orderId),
    onSuccess: () => toast.success(DELIVERY_MESSAGES.linkSent),
    onError: (error) => toast.error(apiErrorMessage(error, LINK_REQUEST_FAILED, LINK_REQUEST_FAILED)),
  });
  return (
    <Button variant="ghost" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
      {EMAIL_LINK_LABEL}
    </Button>
  );
}

/**
 * The files of a paid order, one Download button each (PDF Set, CAD Files, Cost-to-Build Report, Materials List), and
 * a button that e-mails a fresh link that works without signing in. Nothing for an order that is not paid, is
 * refunded or cancelled, or holds only printed sets.
 */
export function OrderDownloads({ order }: { order: Order }) {
  const lines = order.lines
    .map((line) => ({ line, kinds: documentsOfLine(line) }))
    .filter(({ kinds }) => kinds.length > 0);
  if (lines.length === 0 || !filesDeliverable(order)) return null;
  return (
    <section className={styles.downloads} aria-label={`Downloads of order ${order._id}`}>
      <p className={styles.title}>Download your plans</p>
      <ul className={styles.lines}>
        {lines.map(({ line, kinds }) => (
          <li key={line._id} className={styles.line}>
            <span className={styles.plan}>
              {line.property_id.name}
              {line.property_id.plan_number ? ` (plan #${line.property_id.plan_number})` : ''}
            </span>
            <span className={styles.buttons}>
              {kinds.map((kind) => (
                <DownloadButton key={kind} orderId={order._id} line={line} kind={kind} />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <EmailLinkButton orderId={order._id} />
    </section>
  );
}
