import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { canonicalKeyword, keywordProblem } from 'contracts/src/catalog/keywordSearch';
import { MAX_KEYWORD_LENGTH } from 'contracts/src/catalog/planFilters';
import { Button, ErrorState, TextField } from 'shared-ui';
import { PlanCard } from '../plan-cards/PlanCard';
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
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const popular = useQuery(popularPlansQuery());

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = keywordProblem(text);
    setProblem(found ?? undefined);
    if (found === null) void navigate(`/propertyList?${new URLSearchParams({ keyword: canonicalKeyword(text) })}`);
  };

  const plans = popular.data?.data ?? [];
  return (
    <div className={styles.notFound}>
      <ErrorState message={NO_PROPERTY_FOUND} />
      <form role="search" aria-label="Find a plan" className={styles.notFoundSearch} onSubmit={search} noValidate>
        <TextField
          type="search"
          label="Search plans"
          placeholder="Plan name, #number, style or feature"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_KEYWORD_LENGTH}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            if (problem !== undefined) setProblem(undefined);
          }}
        />
        <Button type="submit">Search</Button>
      </form>
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
