import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { PlanPurchaseOptions, PricedChoice } from 'contracts/src/checkout/planOptions';
import { Button } from 'shared-ui/src/components/Button/Button';
import { QueryStatus } from 'shared-ui/src/data/QueryStatus';
import { emitStoreEvent } from 'shared-ui/src/events/eventBus';
import { toast } from 'shared-ui/src/toasts/toast';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { addToCart, planOptionsQuery } from './addToCartApi';
import choiceGroup from '../choice-group/choiceGroup.module.css';
import panel from '../panel/panel.module.css';
import styles from './AddToCart.module.css';

/** The contract the plan detail page renders this fragment with. */
export interface AddToCartProps {
  planId: string;
}

export const ADD_FAILED = 'Failed to add property to cart.';
export const ADD_ERROR = 'Something went wrong! Please try again.';

function priceLabel(choice: PricedChoice, extra: boolean): string {
  if (extra && choice.price === 0) return 'Included';
  return extra ? `+${formatPrice(choice.price)}` : formatPrice(choice.price);
}

/**
 * Add To Cart, rendered inside the plan detail page: the plan set, foundation and extras with the server's prices,
 * then POST cart. The total shown is a preview; the server prices the entry itself.
 */
export default function AddToCart({ planId }: AddToCartProps) {
  const options = useQuery(planOptionsQuery(planId));
  return (
    <QueryStatus
      query={options}
      loading={{ label: 'Loading plan options…', size: 'inline' }}
      error={{ message: 'Plan options could not be loaded.', size: 'inline' }}
    >
      {/* A form per plan: another plan starts from its own first choices. */}
      {(loaded) => <AddToCartForm key={planId} planId={planId} options={loaded} />}
    </QueryStatus>
  );
}

/** The choices of one plan, preset to its first plan set and foundation, and Add To Cart. */
function AddToCartForm({ planId, options }: AddToCartProps & { options: PlanPurchaseOptions }) {
  const navigate = useNavigate();
  const [planSet, setPlanSet] = useState<number | null>(options.plan_sets[0]?.code ?? null);
  const [foundation, setFoundation] = useState<number | null>(options.foundations[0]?.code ?? null);
  const [addOns, setAddOns] = useState<readonly number[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chosenSet = options.plan_sets.find((choice) => choice.code === planSet);
  const chosenFoundation = options.foundations.find((choice) => choice.code === foundation);
  const chosenAddOns = options.add_ons.filter((choice) => addOns.includes(choice.code));
  const total =
    (chosenSet?.price ?? 0) +
    (chosenFoundation?.price ?? 0) +
    chosenAddOns.reduce((sum, choice) => sum + choice.price, 0);

  const toggleAddOn = (code: number) =>
    setAddOns((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || planSet === null || foundation === null) return;
    setSubmitting(true);
    setError(null);
    try {
      const answer = await addToCart({ property_id: planId, plan_set: planSet, foundation, options: [...addOns] });
      emitStoreEvent('cart:changed', { count: answer.data.cart_count });
      toast.success(answer.message);
      await navigate('/cart');
    } catch (failure) {
      setError(apiErrorMessage(failure, ADD_FAILED, ADD_ERROR));
      setSubmitting(false);
    }
  };

  const errorId = `add-to-cart-error-${planId}`;
  return (
    <form
      className={panel.panel}
      onSubmit={submit}
      aria-label="Add to cart"
      aria-describedby={error ? errorId : undefined}
    >
      <fieldset className={choiceGroup.group}>
        <legend className={choiceGroup.legend}>Plan set</legend>
        {options.plan_sets.map((choice) => (
          <label key={choice.code} className={choiceGroup.choice}>
            <input
              type="radio"
              name="plan_set"
              checked={planSet === choice.code}
              onChange={() => setPlanSet(choice.code)}
            />
            <span className={styles.choiceLabel}>{choice.label}</span>
            <span className={styles.choicePrice}>{priceLabel(choice, false)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={choiceGroup.group}>
        <legend className={choiceGroup.legend}>Foundation</legend>
        {options.foundations.map((choice) => (
          <label key={choice.code} className={choiceGroup.choice}>
            <input
              type="radio"
              name="foundation"
              checked={foundation === choice.code}
              onChange={() => setFoundation(choice.code)}
            />
            <span className={styles.choiceLabel}>{choice.label}</span>
            <span className={styles.choicePrice}>{priceLabel(choice, true)}</span>
          </label>
        ))}
      </fieldset>
      {options.add_ons.length > 0 ? (
        <fieldset className={choiceGroup.group}>
          <legend className={choiceGroup.legend}>Options</legend>
          {options.add_ons.map((choice) => (
            <label key={choice.code} className={choiceGroup.choice}>
              <input type="checkbox" checked={addOns.includes(choice.code)} onChange={() => toggleAddOn(choice.code)} />
              <span className={styles.choiceLabel}>{choice.label}</span>
              <span className={styles.choicePrice}>{priceLabel(choice, true)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className={styles.total}>
        <span>Total</span>
        <span>{formatPrice(total)}</span>
      </p>
      <Button type="submit" loading={submitting}>
        Add To Cart
      </Button>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
