import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorState } from 'shared-ui';
import { PlanCard } from '../plan-cards/PlanCard';
import { KeywordSearchBox } from '../plan-search/KeywordSearchBox';
import { popularPlansQuery } from './popularPlans';
import styles from './PlanDetailPage.module.css';

/** The spec's words for a plan that is not there. */
export const NO_PROPERTY_FOUND = 'No property found.';

/**
 * /property/{id} of no plan (withdrawn, mistyped, or an id that cannot name one): says so in the spec's words, and
 * offers a way on, a search and the most popular plans, rather than a dead end. Nothing to retry: asking again
 * would find nothing again.
 */
export function PlanNotFound() {
  const navigate = useNavigate();
  const popular = useQuery(popularPlansQuery());

  const plans = popular.data?.data ?? [];
  return (
    <div className={styles.notFound}>
      <ErrorState message={NO_PROPERTY_FOUND} />
      <KeywordSearchBox
        keyword={undefined}
        name="Find a plan"
        showLabel
        classNames={{ form: styles.notFoundSearch }}
        onSearch={(keyword) => void navigate(`/propertyList?${new URLSearchParams({ keyword })}`)}
      />
      <p>
        <Link to="/propertyList">Browse all plans</Link>
      </p>
      {plans.length > 0 ? (
        <section aria-labelledby="popular-plans">
          <h2 id="popular-plans">Popular plans</h2>
          <div className={styles.popularPlans}>
            {plans.map((plan) => (
              <PlanCard key={plan._id} plan={plan} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
