import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EXTERIOR_WALLS, FOUNDATIONS, GARAGE_TYPES, labelOf } from 'contracts/src/catalog/codeTables';
import { formatPrice, type PlanDetail } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { EmptyState, LoadingState, QueryStatus } from 'shared-ui';
import { comparedPlansQuery } from '../plan-detail/fetchPlanDetail';
import { useComparedPlanIds, useCompareStore } from './compareStore';
import styles from './ComparePage.module.css';

const ROWS: ReadonlyArray<readonly [string, (plan: PlanDetail) => string]> = [
  ['Plan number', (plan) => (plan.plan_number ? `#${plan.plan_number}` : 'N/A')],
  ['Price', (plan) => formatPrice(plan.price)],
  ['Sq ft', (plan) => formatWholeNumber(plan.sq_ft)],
  ['Beds', (plan) => String(plan.beds)],
  ['Baths', (plan) => String(plan.baths)],
  ['Stories', (plan) => String(plan.story)],
  ['Cars', (plan) => String(plan.cars)],
  ['Width x depth', (plan) => `${plan.footprint_width} x ${plan.footprint_depth} ft`],
  ['Height', (plan) => `${plan.footprint_height} ft`],
  ['Style', (plan) => plan.plan_style_id.name],
  ['Foundation', (plan) => labelOf(FOUNDATIONS, plan.different_foundation)],
  ['Exterior walls', (plan) => labelOf(EXTERIOR_WALLS, plan.exterior_standard_type)],
  ['Garage', (plan) => labelOf(GARAGE_TYPES, plan.garage_type)],
];

const NO_PLANS: readonly string[] = [];

/** /compare: up to four plans side by side, the list kept in localStorage across reloads. */
export default function ComparePage() {
  // Kept in the browser's storage: unknown on the server and while hydrating, which draw the loading frame.
  const known = useComparedPlanIds();
  const ids = known ?? NO_PLANS;
  const removeFromCompare = useCompareStore((store) => store.remove);
  // Nothing to ask for while the list is empty.
  const plans = useQuery({ ...comparedPlansQuery(ids), enabled: ids.length > 0 });
  return (
    <section>
      <h1>Compare Plans</h1>
      {known === null ? (
        <LoadingState label="Loading plans…" />
      ) : ids.length === 0 ? (
        <EmptyState
          title="No plans to compare yet"
          message="Press Compare on a plan's page to add it here (up to four)."
          action={<Link to="/propertyList">Browse Properties</Link>}
        />
      ) : (
        <QueryStatus
          query={plans}
          loading={{ label: 'Loading plans…' }}
          error={{ message: (error) => `Error: ${error.message}` }}
        >
          {(loaded) => <ComparisonTable plans={loaded} onRemove={removeFromCompare} />}
        </QueryStatus>
      )}
    </section>
  );
}

function ComparisonTable({ plans, onRemove }: { plans: readonly PlanDetail[]; onRemove: (id: string) => void }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            {plans.map((plan) => (
              <th key={plan._id} scope="col">
                <Link to={`/property/${plan._id}`}>{plan.name}</Link>
                {plan.main_images[0] ? (
                  <img src={plan.main_images[0]} alt="" width={200} height={133} loading="lazy" />
                ) : null}
                <button type="button" onClick={() => onRemove(plan._id)}>{`Remove ${plan.name}`}</button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {plans.map((plan) => (
                <td key={plan._id}>{value(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
