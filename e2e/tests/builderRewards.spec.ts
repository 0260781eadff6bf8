import type { APIResponse, Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { formatPrice, type PlanListPage } from 'contracts/src/catalog/plan';
import type { AddToCartResult } from 'contracts/src/checkout/cart';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import type { PriceQuote } from 'contracts/src/checkout/promoCode';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { E2E_ORDER_DELIVERY } from '../fixtures/orderDelivery';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/** The envelope's own fields are checked; `data` is the contract's type, as the store's API client reads it. */
function isEnvelope<T>(value: unknown): value is ApiEnvelope<T> {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && 'data' in value;
}

async function data<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body: unknown = await response.json();
  if (!isEnvelope<T>(body)) throw new Error(`${response.url()} answered no envelope`);
  return body.data;
}

/** A new shopper (the rewards count every plan a shopper bought: the demo shopper's orders would count too). */
async function newShopper(page: Page, label: string): Promise<{ email: string; token: string }> {
  const email = `rewards-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.houseplans.example`;
  const { token } = await data<{ token: string }>(
    await page.request.post('/api/user/signup', { data: { email, password: 'a builder of the rewards test' } }),
  );
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
  return { email, token };
}

function shopperApi(page: Page, token: string) {
  const headers = { token };
  return {
    /** Puts the plan in the cart as its PDF set (nothing to ship): the entry's id and price. */
    add: async (planId: string) => {
      const options = await data<PlanPurchaseOptions>(
        await page.request.get(`/api/user/plan-options?property_id=${planId}`),
      );
      const body = { property_id: planId, plan_set: 1, foundation: options.foundations[0]?.code ?? 1, options: [] };
      return (await data<AddToCartResult>(await page.request.post('/api/user/cart', { headers, data: body }))).entry;
    },
    /** Orders the entries together by card and pays with the test provider's 4242 card. */
    buy: async (cartIds: string[]) => {
      const placed = await data<OrderCreated>(
        await page.request.post('/api/user/order', {
          headers,
          data: { payment_mode: 2, cart_ids: cartIds, ...E2E_ORDER_DELIVERY },
        }),
      );
      await data(
        await page.request.post('/api/user/pay-test-card', {
          headers,
          data: {
            intent_id: placed.payment?.intent_id,
            card_number: '4242424242424242',
            expiry: '12/39',
            cvc: '123',
          },
        }),
      );
    },
    quote: async (cartId: string) =>
      data<PriceQuote>(await page.request.get(`/api/user/order-quote?cart_id=${cartId}`, { headers })),
    orders: async () => data<Order[]>(await page.request.get('/api/user/orders', { headers })),
  };
}

async function plans(page: Page, count: number) {
  const list = await data<PlanListPage>(await page.request.get(`/api/user/properties?limit=${count}`));
  if (list.data.length < count) throw new Error('The seeded catalogue is too small');
  return list.data;
}

const figure = (scope: ReturnType<typeof mainLandmark>, term: string | RegExp) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`builder rewards (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a builder enrolled in User Settings gets Gold 15% on the 6th plan, shown as a line of the order and charged', async ({
      page,
      consoleErrors,
    }) => {
      const { email, token } = await newShopper(page, viewport.name);
      const api = shopperApi(page, token);
      const catalogue = await plans(page, 6);
      // Five plans bought and paid before enrolling: the rewards count every plan of the account.
      const bought: string[] = [];
      for (const plan of catalogue.slice(0, 5)) bought.push((await api.add(plan._id))._id);
      await api.buy(bought);
      const sixth = catalogue[5];
      if (!sixth) throw new Error('no sixth plan');
      const entry = await api.add(sixth._id);

      // Not enrolled yet: no rewards line, the plan's price.
      await page.goto(`/checkout?cart=${entry._id}`);
      const main = mainLandmark(page);
      await expect(figure(main, /^Total$/)).toHaveText(formatPrice(entry.price));
      await expect(main.locator('dt', { hasText: 'Builder rewards' })).toHaveCount(0);

      // Enrol: My Account leads to User Settings.
      await page.goto('/myaccount');
      await main.getByRole('link', { name: 'User Settings' }).click();
      await expect(page).toHaveURL(/\/usersettings$/);
      await main.getByRole('radio', { name: 'Professional Builder' }).check();
      await main.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();

      const gold = Math.round((entry.price * 15) / 100);
      const total = entry.price - gold;
      expect(await api.quote(entry._id)).toEqual(expect.objectContaining({ to_pay: total }));
      await page.goto(`/checkout?cart=${entry._id}`);
      await expect(figure(main, 'Builder rewards (Gold 15%)')).toHaveText(`−${formatPrice(gold)}`);
      await expect(figure(main, /^Total$/)).toHaveText(formatPrice(total));

      await main.getByRole('textbox', { name: 'Billing name' }).fill('Ruiz Builders LLC');
      await main.getByRole('radio', { name: 'Card Payment' }).check();
      await main.getByRole('button', { name: 'Proceed To Payment' }).click();
      await expect(page).toHaveURL(/\/testcheckout\?order=\d+$/);
      await main.getByLabel('Card number').fill('4242 4242 4242 4242');
      await main.getByLabel('Expiry').fill('12/39');
      await main.getByLabel('CVC').fill('123');
      // The card is charged the total with the rewards taken off.
      await main.getByRole('button', { name: `Pay ${formatPrice(total)}` }).click();

      const confirmation = main.getByRole('region', { name: 'Payment Successful!' });
      await expect(confirmation).toBeVisible();
      await expect(figure(confirmation, 'Builder rewards (Gold 15%)')).toHaveText(`−${formatPrice(gold)}`);
      await expect(figure(confirmation, /^Total$/)).toHaveText(formatPrice(total));
      const [order] = await api.orders();
      expect(order).toEqual(expect.objectContaining({ status: 2, subtotal: entry.price, total }));
      expect(order?.rewards).toEqual(
        expect.objectContaining({ line_name: 'Builder rewards', plans_before: 5, discount: gold }),
      );

      await confirmation.getByRole('link', { name: 'View My Orders' }).click();
      const myOrder = main
        .getByRole('list', { name: 'My orders' })
        .getByRole('listitem')
        .filter({ hasText: `Order ${order?._id} ` });
      await expect(figure(myOrder, 'Builder rewards (Gold 15%)')).toHaveText(`−${formatPrice(gold)}`);
      await expect(figure(myOrder, /^Total$/)).toHaveText(formatPrice(total));

      // The receipt says the same.
      await expect
        .poll(async () => {
          const mail = await data<OutboxMessage[]>(
            await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`),
          );
          return mail.find((message) => message.subject === `Your House Plans receipt for order ${order?._id}`)?.text;
        })
        .toContain(`Builder rewards (Gold 15%): -${formatPrice(gold)}`);
      expect(consoleErrors).toEqual([]);
    });
  });
}
