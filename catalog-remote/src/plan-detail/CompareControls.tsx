import { Link } from 'react-router-dom';
import { toast } from 'shared-ui';
import { MAX_COMPARED_PLANS, useComparedPlanIds, useCompareStore } from '../compare/compareStore';

/**
 * Compare and View comparison. The compared plans are kept in the browser (none on the server, nor while hydrating
 * what the server drew), so these controls render again once hydrated: in a component of their own, that render is
 * theirs alone, not the whole plan page's at the synchronous priority React gives a store that changed.
 */
export function CompareControls({ planId, planName }: { planId: string; planName: string }) {
  const compared = useComparedPlanIds() ?? [];
  const addToCompare = useCompareStore((store) => store.add);
  const isCompared = compared.includes(planId);
  const compare = () => {
    if (addToCompare(planId)) toast.success(`${planName} is in your comparison.`);
    else toast.warning(`You can compare up to ${MAX_COMPARED_PLANS} plans: remove one first.`);
  };
  return (
    <>
      <button type="button" onClick={compare} aria-pressed={isCompared}>
        {isCompared ? 'In comparison' : 'Compare'}
      </button>
      {compared.length > 0 ? <Link to="/compare">{`View comparison (${compared.length})`}</Link> : null}
    </>
  );
}
