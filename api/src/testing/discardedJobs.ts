import { inlineJobQueue, type JobQueue } from '../jobs/jobQueue';
import { ORDER_RECEIPT_JOB } from '../orders/orderReceipts';

/**
 * A job queue that takes the store's jobs and does nothing with them: for fixtures that make an order paid in the
 * database, as a payment does, without mailing its receipt. (A queue without the receipt's worker would refuse the
 * job, and the payment with it.)
 */
export async function discardedJobs(): Promise<JobQueue> {
  const jobs = inlineJobQueue((error) => {
    throw error;
  });
  await jobs.work(ORDER_RECEIPT_JOB, { retryLimit: 0, retryDelaySeconds: 0 }, async () => {});
  return jobs;
}
