import type { APIResponse, Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { formatPrice, type PlanListPage } from 'contracts/src/catalog/plan';
import type { AddToCartResult, CartEntry } from 'contracts/src/checkout/cart';
import type { Order } from 'contracts/src/checkout/order';
import { shippingAddressLines, type ShippingAddress } from 'contracts/src/checkout/shippingAddress';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import type { PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { E2E_SHIPPING_ADDRESS } from '../fixtures/orderDelivery';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

const DEMO_SHOPPER = { email: 'demo@houseplans.example', password: 'DemoShopper2026!' };

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

/** Signs the demo shopper in through the API and hands the page its session, as the sign-in page would. */
async function signIn(page: Page): Promise<string> {
  const { token } = await data<{ token: string }>(await page.request.post('/api/user/login', { data: DEMO_SHOPPER }));
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
  return token;
}

function shopperApi(page: Page, token: string) {
  const headers = { token };
  return {
    cart: async () => data<CartEntry[]>(await page.request.get('/api/user/cart', { headers })),
    orders: async () => data<Order[]>(await page.request.get('/api/user/orders', { headers })),
    promoCodes: async () => data<PromoCode[]>(await page.request.get('/api/user/promocodes', { headers })),
    quote: async (cartId: string, promoId: string) =>
      data<PriceQuote>(
        await page.request.post('/api/user/apply-promocode', {
          headers,
          data: { cart_id: cartId, promocode_id: promoId },
        }),
      ),
    add: async (planId: string, planSet = 1) => {
      const options = await data<PlanPurchaseOptions>(
        await page.request.get(`/api/user/plan-options?property_id=${planId}`),
      );
      const foundation = options.foundations[0]?.code ?? 1;
      const body = { property_id: planId, plan_set: planSet, foundation, options: [] };
      return data<AddToCartResult>(await page.request.post('/api/user/cart', { headers, data: body }));
    },
    /** Each test starts from an empty cart: the demo shopper is shared by the whole run. */
    emptyCart: async () => {
      const entries = await data<CartEntry[]>(await page.request.get('/api/user/cart', { headers }));
      for (const entry of entries) await data(await page.request.delete(`/api/user/cart/${entry._id}`, { headers }));
    },
  };
}

async function plans(page: Page, count: number) {
  const list = await data<PlanListPage>(await page.request.get(`/api/user/properties?limit=${count}`));
  if (list.data.length < count) throw new Error('The seeded catalogue is too small');
  return list.data;
}

/** The receipts of order `orderId` in the development outbox (the store runs with DEV_OUTBOX=1, on this machine). */
async function receiptsFor(page: Page, orderId: string): Promise<OutboxMessage[]> {
  const messages = await data<OutboxMessage[]>(
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO_SHOPPER.email)}`),
  );
  return messages.filter((message) => message.subject === `Your House Plans receipt for order ${orderId}`);
}

/** The order's receipts once one has been sent: the job queue mails it a moment after the payment. */
async function sentReceiptsFor(page: Page, orderId: string): Promise<OutboxMessage[]> {
  await expect
    .poll(async () => (await receiptsFor(page, orderId)).length, { message: `a receipt for order ${orderId}` })
    .toBeGreaterThan(0);
  return receiptsFor(page, orderId);
}

const cartLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .first();
const figure = (page: Page, term: string | RegExp) =>
  mainLandmark(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Types the name that goes on the licence (the field may hold the last order's: it is replaced). */
async function fillBillingName(page: Page, name: string): Promise<void> {
  await mainLandmark(page).getByRole('textbox', { name: 'Billing name' }).fill(name);
}

/** Fills the checkout's shipping address section, field by field, as a shopper would. */
async function fillShippingAddress(page: Page, address: ShippingAddress): Promise<void> {
  const section = mainLandmark(page).getByRole('group', { name: 'Shipping address' });
  await section.getByRole('textbox', { name: 'Full name' }).fill(address.full_name);
  await section.getByRole('textbox', { name: 'Street address' }).fill(address.line1);
  await section.getByRole('textbox', { name: 'Apartment, suite or unit (optional)' }).fill(address.line2 ?? '');
  await section.getByRole('textbox', { name: 'City' }).fill(address.city);
  await section.getByRole('combobox', { name: 'Country' }).selectOption(address.country);
  await section
    .getByRole('combobox', { name: address.country === 'US' ? 'State' : 'Province or territory' })
    .selectOption(address.state_or_province);
  await section
    .getByRole('textbox', { name: address.country === 'US' ? 'ZIP code' : 'Postal code' })
    .fill(address.postal_code);
  await section.getByRole('textbox', { name: 'Phone' }).fill(address.phone);
}

/** A Canadian address typed as a shopper might: the postal code in lower case without its space. */
const CANADIAN_ADDRESS: ShippingAddress = {
  full_name: 'Luc Tremblay',
  line1: '45 Rue Saint-Paul',
  city: 'Montréal',
  country: 'CA',
  state_or_province: 'QC',
  postal_code: 'h2y1z4',
  phone: '+1 (514) 555-0199',
};

test.describe('cart, checkout and payment', () => {
  test('adds a plan with its options from the detail page and the header count follows', async ({
    page,
    consoleErrors,
  }) => {
    const token = await signIn(page);
    const api = shopperApi(page, token);
    await api.emptyCart();
    const [plan] = await plans(page, 1);
    if (!plan) throw new Error('no plan');

    await page.goto(`/property/${plan._id}`);
    const main = mainLandmark(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await main.getByRole('radio', { name: /Five Printed Sets/ }).check();
    await main.getByRole('checkbox', { name: /Cost-to-Build Report/ }).check();
    await main.getByRole('button', { name: 'Add To Cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    const [entry] = await api.cart();
    expect(entry?.plan_set.label).toBe('Five Printed Sets');
    expect(entry?.options.map((option) => option.label)).toEqual(['Cost-to-Build Report']);
    await expect(main.getByRole('link', { name: plan.name })).toBeVisible();
    await expect(main).toContainText('Cost-to-Build Report');
    await expect(main).toContainText(formatPrice(entry?.price ?? -1));
    expect(consoleErrors).toEqual([]);

    // The same plan with the same choices goes in once: the fragment says so and stays on the plan page.
    await page.goto(`/property/${plan._id}`);
    await main.getByRole('radio', { name: /Five Printed Sets/ }).check();
    await main.getByRole('checkbox', { name: /Cost-to-Build Report/ }).check();
    await main.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(main.getByRole('alert')).toHaveText('This plan is already in your cart.');
    await expect(page).toHaveURL(new RegExp(`/property/${plan._id}$`));
    expect(await api.cart()).toHaveLength(1);
    // The API's refusal (409) is the only thing the browser logged.
    expect(consoleErrors).toEqual([expect.stringContaining('409 (Conflict)')]);
  });

  test("applies a percent and a flat promo code with the server's totals, pays with 4242 and sees the order paid", async ({
    page,
  }) => {
    const token = await signIn(page);
    const api = shopperApi(page, token);
    await api.emptyCart();
    const [plan] = await plans(page, 1);
    if (!plan) throw new Error('no plan');
    const { entry } = await api.add(plan._id, 3);
    const codes = await api.promoCodes();
    const percent = codes.find((promo) => promo.discount_type === 1);
    const flat = codes.find((promo) => promo.discount_type !== 1);
    if (!percent || !flat) throw new Error('the seed has no percent or no flat promo code');

    await page.goto(`/checkout?cart=${entry._id}`);
    await expect(figure(page, /^Total$/)).toHaveText(formatPrice(entry.price));

    const promo = mainLandmark(page).getByRole('combobox', { name: 'Promo code' });
    await promo.selectOption(percent._id);
    await expect(page.getByText('Promo code applied successfully!')).toBeVisible();
    await expect(figure(page, /^Total$/)).toHaveText(formatPrice((await api.quote(entry._id, percent._id)).to_pay));
    await promo.selectOption(flat._id);
    const flatQuote = await api.quote(entry._id, flat._id);
    await expect(figure(page, /^Total$/)).toHaveText(formatPrice(flatQuote.to_pay));
    await expect(figure(page, /Promo discount/)).toHaveText(`−${formatPrice(flatQuote.discount)}`);

    // CAD files paid by card ship nothing: the billing name, and no address.
    await fillBillingName(page, 'Ruiz Builders LLC');
    await mainLandmark(page).getByRole('radio', { name: 'Card Payment' }).check();
    await expect(mainLandmark(page).getByRole('group', { name: 'Shipping address' })).toHaveCount(0);
    await mainLandmark(page).getByRole('button', { name: 'Proceed To Payment' }).click();
    await expect(page).toHaveURL(/\/testcheckout\?order=\d+$/);
    const main = mainLandmark(page);
    await expect(main).toContainText('Test mode: no money moves');
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiry').fill('12/39');
    await main.getByLabel('CVC').fill('123');
    await main.getByRole('button', { name: `Pay ${formatPrice(flatQuote.to_pay)}` }).click();

    const confirmation = main.getByRole('region', { name: 'Payment Successful!' });
    await expect(confirmation).toBeVisible();
    const [order] = await api.orders();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order?._id}$`));
    await expect(confirmation).toContainText(`Order number ${order?._id} · Status: Paid`);
    await expect(confirmation).toContainText(plan.name);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    expect(order).toEqual(
      expect.objectContaining({
        status: 2,
        total: flatQuote.to_pay,
        promo_code: flat.code,
        billing_name: 'Ruiz Builders LLC',
        shipping_address: null,
      }),
    );
    // Exactly one receipt, saying what the confirmation says.
    const receipts = await sentReceiptsFor(page, order?._id ?? '');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Total: ${formatPrice(flatQuote.to_pay)}`);
    expect(receipts[0]?.text).toContain('Payment: Card Payment, paid');

    await confirmation.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/myaccount\?tab=orders$/);
    const myOrder = mainLandmark(page)
      .getByRole('list', { name: 'My orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order ${order?._id} ` });
    await expect(myOrder).toContainText('Paid');
    await expect(myOrder).toContainText(plan.name);
    await expect(myOrder.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      formatPrice(flatQuote.to_pay),
    );
  });

  test('the declined card leaves the order unpaid and the plan in the cart', async ({ page }) => {
    const token = await signIn(page);
    const api = shopperApi(page, token);
    await api.emptyCart();
    const [plan] = await plans(page, 1);
    if (!plan) throw new Error('no plan');
    await api.add(plan._id);

    await page.goto('/cart');
    await mainLandmark(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
    await fillBillingName(page, 'Ana Ruiz');
    await mainLandmark(page).getByRole('radio', { name: 'Card Payment' }).check();
    await mainLandmark(page).getByRole('button', { name: 'Proceed To Payment' }).click();
    const main = mainLandmark(page);
    await main.getByLabel('Card number').fill('4000 0000 0000 0002');
    await main.getByLabel('Expiry').fill('12/39');
    await main.getByLabel('CVC').fill('123');
    await main.getByRole('button', { name: /^Pay / }).click();

    await expect(main.getByRole('alert')).toHaveText(
      'Your card was declined. No money moved: please try another card.',
    );
    await expect(main.getByRole('button', { name: /^Pay / })).toBeEnabled();
    const orders = await api.orders();
    expect(orders[0]).toEqual(expect.objectContaining({ status: 3, paid_at: null }));
    expect(await api.cart()).toHaveLength(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('cash on delivery creates the order, takes the plan out of the cart and shows the confirmation', async ({
    page,
  }) => {
    const token = await signIn(page);
    const api = shopperApi(page, token);
    await api.emptyCart();
    const [plan] = await plans(page, 1);
    if (!plan) throw new Error('no plan');
    const { entry } = await api.add(plan._id);

    await page.goto(`/checkout?cart=${entry._id}`);
    const main = mainLandmark(page);
    await fillBillingName(page, 'Ana Ruiz');
    await main.getByRole('button', { name: 'Proceed To Payment' }).click();
    await expect(main.getByRole('alert')).toHaveText('Please select a payment mode before proceeding.');
    // Cash on delivery is paid at the door: the address section appears with the choice.
    await expect(main.getByRole('group', { name: 'Shipping address' })).toHaveCount(0);
    await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect(main.getByRole('group', { name: 'Shipping address' })).toContainText(
      'Cash on delivery: you pay when the order is delivered to this address.',
    );
    await fillShippingAddress(page, E2E_SHIPPING_ADDRESS);
    await main.getByRole('button', { name: 'Proceed To Payment' }).click();

    await expect(page.getByText('Order Created Succesfully')).toBeVisible();
    const confirmation = main.getByRole('region', { name: 'Order placed' });
    await expect(confirmation).toBeVisible();
    const [order] = await api.orders();
    expect(order).toEqual(
      expect.objectContaining({
        cart_id: entry._id,
        status: 4,
        total: entry.price,
        billing_name: 'Ana Ruiz',
        shipping_address: E2E_SHIPPING_ADDRESS,
      }),
    );
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order?._id}$`));
    await expect(confirmation).toContainText(`Order number ${order?._id}`);
    await expect(confirmation).toContainText(plan.name);
    await expect(confirmation).toContainText('Payment: Cash on Delivery');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    expect(await sentReceiptsFor(page, order?._id ?? '')).toHaveLength(1);
  });

  test('buys the whole cart with one Proceed To Checkout: the sum, every line, one order', async ({ page }) => {
    const token = await signIn(page);
    const api = shopperApi(page, token);
    await api.emptyCart();
    const [first, second] = await plans(page, 2);
    if (!first || !second) throw new Error('no plans');
    const lines = [(await api.add(first._id)).entry, (await api.add(second._id, 2)).entry];
    const subtotal = lines.reduce((sum, line) => sum + line.price, 0);

    await page.goto('/cart');
    const main = mainLandmark(page);
    await expect(main.getByRole('region', { name: 'Cart total' })).toContainText(
      `Subtotal (2 plans)${formatPrice(subtotal)}`,
    );
    await expect(main.getByRole('button', { name: 'Proceed To Checkout' })).toHaveCount(1);
    await main.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const planList = main.getByRole('list', { name: 'Plans in this order' });
    await expect(planList.getByRole('link', { name: first.name })).toBeVisible();
    await expect(planList.getByRole('link', { name: second.name })).toBeVisible();
    await expect(figure(page, 'Subtotal')).toHaveText(formatPrice(subtotal));

    // The second line is printed sets: the address is asked for whatever the payment, each field checked.
    const address = main.getByRole('group', { name: 'Shipping address' });
    await expect(address).toContainText('Your printed sets are shipped to this address.');
    await fillBillingName(page, 'Tremblay Construction');
    await fillShippingAddress(page, { ...CANADIAN_ADDRESS, postal_code: '12345' });
    await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await main.getByRole('button', { name: 'Proceed To Payment' }).click();
    const postalCode = address.getByRole('textbox', { name: 'Postal code' });
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toHaveAccessibleDescription(/Please enter a postal code such as K1A 0B1\./);
    await postalCode.fill(CANADIAN_ADDRESS.postal_code);
    await main.getByRole('button', { name: 'Proceed To Payment' }).click();
    const confirmation = main.getByRole('region', { name: 'Order placed' });
    await expect(confirmation.getByRole('link', { name: first.name })).toBeVisible();
    await expect(confirmation.getByRole('link', { name: second.name })).toBeVisible();
    const [order] = await api.orders();
    expect(order?.lines.map((line) => line.cart_id)).toEqual(lines.map((line) => line._id));
    const saved = { ...CANADIAN_ADDRESS, postal_code: 'H2Y 1Z4' };
    expect(order).toEqual(
      expect.objectContaining({
        subtotal,
        total: subtotal,
        status: 4,
        billing_name: 'Tremblay Construction',
        shipping_address: saved,
      }),
    );
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    // My Account keeps the last address, read-only; the next checkout offers it again.
    await page.goto('/myaccount');
    const lastAddress = main.getByRole('region', { name: 'Shipping address' });
    await expect(lastAddress).toContainText('Checkout updates this address');
    for (const line of shippingAddressLines(saved)) await expect(lastAddress).toContainText(line);
    const next = await api.add(first._id, 2);
    await page.goto(`/checkout?cart=${next.entry._id}`);
    await expect(main.getByRole('textbox', { name: 'Billing name' })).toHaveValue('Tremblay Construction');
    await expect(address.getByRole('textbox', { name: 'Street address' })).toHaveValue(saved.line1);
    await expect(address.getByRole('combobox', { name: 'Province or territory' })).toHaveValue('QC');
    await expect(address.getByRole('textbox', { name: 'Postal code' })).toHaveValue('H2Y 1Z4');
  });

  test('deletes from the cart after its confirmation', async ({ page }) => {
    const token = await signIn(page);
    const api = shopperApi(page, token);
    await api.emptyCart();
    const [first, second] = await plans(page, 2);
    if (!first || !second) throw new Error('no plans');
    await api.add(first._id);
    await api.add(second._id);

    await page.goto('/cart');
    const main = mainLandmark(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await main.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove plan' });
    await expect(dialog).toContainText(`Are you sure you want to remove ${first.name} from your cart?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('link', { name: first.name })).toBeVisible();

    await main.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
    await page.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Remove' }).click();
    await expect(main.getByRole('link', { name: first.name })).toHaveCount(0);
    await expect(main.getByRole('link', { name: second.name })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect((await api.cart()).map((entry) => entry.property_id._id)).toEqual([second._id]);
  });
});
