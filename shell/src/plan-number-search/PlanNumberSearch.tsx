import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { field, toast } from 'shared-ui';
import { findPlanByNumber } from './findPlanByNumber';
import { planNumberSchema, type PlanNumberValues } from './planNumberSchema';
import { PlanNumberSearchFrame } from './PlanNumberSearchFrame';

export const PLAN_FOUND_MESSAGE = 'Property found! Navigating to details...';
export const PLAN_NOT_FOUND_MESSAGE = 'Property not found. Please check the plan number and try again.';
export const PLAN_LOOKUP_FAILED_MESSAGE = 'Failed to fetch properties. Please try again.';

const resolver = yupResolver(planNumberSchema);

/**
 * The footer's search by plan number (catalogue spec §2, §4, §8): found plans open their detail page. Loaded after
 * the page (the footer is below the fold), with react-hook-form and yup, which the start-up does not carry.
 */
export default function PlanNumberSearch() {
  const navigate = useNavigate();
  // A blank field is focused with its message; a lookup's problem shows in the same place until the next change.
  const form = useForm<PlanNumberValues>({ resolver, defaultValues: { plan_number: '' } });
  const searching = form.formState.isSubmitting;
  const { error: problem, ...planNumber } = field(form, 'plan_number');

  const report = (message: string) => {
    toast.error(message);
    form.setError('plan_number', { type: 'lookup', message });
  };

  const search = form.handleSubmit(async ({ plan_number: typed }) => {
    try {
      const lookup = await findPlanByNumber(typed);
      if (lookup.found) {
        toast.success(PLAN_FOUND_MESSAGE);
        await navigate(`/property/${encodeURIComponent(lookup.planId)}`);
      } else {
        report(PLAN_NOT_FOUND_MESSAGE);
      }
    } catch {
      report(PLAN_LOOKUP_FAILED_MESSAGE);
    }
  });

  return (
    <PlanNumberSearchFrame
      input={{ ...planNumber, 'aria-invalid': problem ? true : undefined }}
      message={problem}
      busy={searching}
      onSubmit={(event) => void search(event)}
    />
  );
}
