import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { PlanPurchaseOptions, PricedChoice } from 'contracts/src/checkout/planOptions';
import { Button, emitStoreEvent, QueryStatus, toast } from 'shared-ui';
import { apiErrorMessage } from '../checkout-messages/apiErrorMessage';
import { addToCart, planOptionsQuery } from './addToCartApi';
import {
  addToCartSchema,
  chosenPrices,
  initialChoice,
  toAddToCartRequest,
  type AddToCartValues,
} from './addToCartSchema';
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
  // The options arrive during the plan page's start on a phone, as an urgent update (the query cache is an external
  // store): the form is a long task drawn at once. On that first arrival the spinner stays in the urgent render and
  // the form is drawn in a deferred one, in slices. Only then: after a move to another plan the deferred value is the
  // previous plan's options, which the new plan's form must never start from.
  const deferred = useDeferredValue(options);
  const shown = options.isSuccess && deferred.isPending ? deferred : options;
  return (
    <QueryStatus
      query={shown}
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
  // The plan's schema is built when the form is checked (on submit), not when it first renders: on a phone this
  // form renders during the plan page's start-up, which has enough to do.
  const resolver = useCallback<Resolver<AddToCartValues>>(
    (values, context, resolverOptions) => yupResolver(addToCartSchema(options))(values, context, resolverOptions),
    [options],
  );
  const form = useForm<AddToCartValues>({ resolver, defaultValues: initialChoice(options) });
  const total = chosenPrices(options, useWatch({ control: form.control }));
  const error = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await addToCart(toAddToCartRequest(planId, values));
      emitStoreEvent('cart:changed', { count: answer.data.cart_count });
      toast.success(answer.message);
      await navigate('/cart');
    } catch (failure) {
      form.setError('root.server', { message: apiErrorMessage(failure, ADD_FAILED, ADD_ERROR) });
    }
  });

  const errorId = `add-to-cart-error-${planId}`;
  const fieldError =
    form.formState.errors.plan_set?.message ??
    form.formState.errors.foundation?.message ??
    form.formState.errors.options?.message;
  const shown = error ?? fieldError;
  return (
    <form
      className={panel.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Add to cart"
      aria-describedby={shown ? errorId : undefined}
    >
      <fieldset className={choiceGroup.group}>
        <legend className={choiceGroup.legend}>Plan set</legend>
        {options.plan_sets.map((choice) => (
          <label key={choice.code} className={choiceGroup.choice}>
            <input type="radio" value={String(choice.code)} {...form.register('plan_set')} />
            <span className={styles.choiceLabel}>{choice.label}</span>
            <span className={styles.choicePrice}>{priceLabel(choice, false)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={choiceGroup.group}>
        <legend className={choiceGroup.legend}>Foundation</legend>
        {options.foundations.map((choice) => (
          <label key={choice.code} className={choiceGroup.choice}>
            <input type="radio" value={String(choice.code)} {...form.register('foundation')} />
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
              <input type="checkbox" value={String(choice.code)} {...form.register('options')} />
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
      <Button type="submit" loading={form.formState.isSubmitting}>
        Add To Cart
      </Button>
      {shown ? (
        <p id={errorId} role="alert" className={styles.error}>
          {shown}
        </p>
      ) : null}
    </form>
  );
}
