import { Modal } from 'shared-ui';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { SAMPLE_COST_REPORT, costTotals, formatDollars, type CostReport } from './sampleCostReport';
import styles from './SampleReportDialog.module.css';

interface SampleReportDialogProps {
  open: boolean;
  onClose: () => void;
  report?: CostReport;
}

export const SAMPLE_REPORT_TITLE = 'Sample Cost-to-Build Report';

/** The worked example a shopper opens before ordering a report: every stage, the totals and the cost per sq ft. */
export function SampleReportDialog({ open, onClose, report = SAMPLE_COST_REPORT }: SampleReportDialogProps) {
  const totals = costTotals(report);
  return (
    <Modal open={open} onClose={onClose} title={SAMPLE_REPORT_TITLE} size="lg">
      <dl className={styles.summary}>
        <div>
          <dt>Plan</dt>
          <dd>{report.planDescription}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{report.location}</dd>
        </div>
        <div>
          <dt>Heated area</dt>
          <dd>{formatWholeNumber(report.heatedSquareFeet)} sq ft</dd>
        </div>
        <div>
          <dt>Estimated total</dt>
          <dd>
            {formatDollars(totals.low)} to {formatDollars(totals.high)} ({formatDollars(totals.lowPerSquareFoot)} to{' '}
            {formatDollars(totals.highPerSquareFoot)} per sq ft)
          </dd>
        </div>
      </dl>
      <div className={styles.tableScroll} role="region" aria-label="Cost by construction stage" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Estimated cost by construction stage, low and high</caption>
          <thead>
            <tr>
              <th scope="col">Construction stage</th>
              <th scope="col">Low estimate</th>
              <th scope="col">High estimate</th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line) => (
              <tr key={line.stage}>
                <th scope="row">{line.stage}</th>
                <td>{formatDollars(line.low)}</td>
                <td>{formatDollars(line.high)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatDollars(totals.low)}</td>
              <td>{formatDollars(totals.high)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.footnote}>
        Estimates include labour and materials at local prices and exclude the land, landscaping and furniture. Your
        report is prepared for your plan, your ZIP code and the foundation you choose.
      </p>
    </Modal>
  );
}
