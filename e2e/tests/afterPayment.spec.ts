import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanListPage, PlanSummary } from 'contracts/src/catalog/plan';
import { DELIVERY_MESSAGES } from 'contracts/src/delivery/orderDocuments';
import { DEMO_STAFF, signInDemoStaff } from '../fixtures/demoStaff';
import { awaitMail, mailTo } from '../fixtures/devOutbox';
import { E2E_SHIPPING_ADDRESS } from '../fixtures/orderDelivery';
import { readPdf, type PdfDocument } from '../fixtures/pdfDocument';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/**
 * Issue 17's "Done when", as one shopper lives it after paying: the receipt, the PDF Set from My Orders and from the
 * mailed link, printed sets shipped by the staff desk, a refund that stops the downloads; and what another shopper
 * and a shopper's token on the staff API get. The tests run in order and hand the story on.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const SHOPPER_EMAIL = `after-payment-${RUN}@e2e.houseplans.example`;
/** The name the licence carries: not the account's (a new account has none), so it can only come from the order. */
const BILLING_NAME = 'Robin Okafor';
const TRACKING_NUMBER = '1Z999AA10123456784';

/** What one test hands the next: the shopper, the plans bought and the orders. */
interface Story {
  token: string;
  pdfPlan: PlanSummary & { plan_number: string };
  printedPlan: PlanSummary;
  pdfOrderId: string;
  /** The receipt's link to the PDF Set: it works without signing in. */
  mailedPdfLink: string;
  printedOrderId: string;
}
const story: Partial<Story> = {};

function told<K extends keyof Story>(key: K): Story[K] {
  const value = story[key];
  if (value === undefined) throw new Error(`An earlier test did not find the ${key}`);
  return value;
}

const receiptSubject = (orderId: string) => `Your House Plans receipt for order ${orderId}`;
const licenceLine = (orderId: string) => `Licensed to ${BILLING_NAME} for one build, order #${orderId}`;

async function receiptsOf(request: APIRequestContext, orderId: string) {
  return (await mailTo(request, SHOPPER_EMAIL)).filter((message) => message.subject === receiptSubject(orderId));
}

/** A plan of two or more storeys (so the set has several floor sheets) and another plan, both with a number. */
async function choosePlans(request: APIRequestContext): Promise<Pick<Story, 'pdfPlan' | 'printedPlan'>> {
  const response = await request.get('/api/user/properties?limit=40');
  expect(response.ok()).toBe(true);
  const body: ApiEnvelope<PlanListPage> = await response.json();
  const numbered = body.data.data.flatMap((plan) =>
    plan.plan_number === null ? [] : [{ ...plan, plan_number: plan.plan_number }],
  );
  const pdfPlan = numbered.find((plan) => plan.story >= 2);
  const printedPlan = numbered.find((plan) => plan !== pdfPlan);
  if (!pdfPlan || !printedPlan) throw new Error('The seeded catalogue has no numbered plan of two storeys');
  return { pdfPlan, printedPlan };
}

/** Hands the page the shopper's session, as signing in would. */
async function asShopper(page: Page): Promise<void> {
  await page.addInitScript((token) => window.sessionStorage.setItem('token', token), told('token'));
}

/** Reads the newest one-time code mailed to `email`. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mailTo(request, email))[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined;
    }, `a code mailed to ${email}`)
    .toBe(true);
  if (code === undefined) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * Buys one plan with the chosen set through the store's pages: plan page, cart, checkout (billing name, card, the
 * shipping address when the set is printed), the test card form with 4242. Answers the order's number.
 */
async function buyWithCard(
  page: Page,
  plan: PlanSummary,
  planSet: 'PDF Set' | 'Five Printed Sets',
  { offersLastBillingName = false } = {},
): Promise<string> {
  const main = mainLandmark(page);
  await page.goto(`/property/${plan._id}`);
  await main.getByRole('radio', { name: new RegExp(`^${planSet}`) }).check();
  await main.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await main.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    main.getByRole('list', { name: 'Plans in this order' }).getByRole('link', { name: plan.name }),
  ).toBeVisible();

  const billingName = main.getByRole('textbox', { name: 'Billing name' });
  // An account's next checkout starts from the billing name its last order gave.
  if (offersLastBillingName) await expect(billingName).toHaveValue(BILLING_NAME);
  await billingName.fill(BILLING_NAME);
  await main.getByRole('radio', { name: 'Card Payment' }).check();
  const address = main.getByRole('group', { name: 'Shipping address' });
  if (planSet === 'Five Printed Sets') {
    const to = E2E_SHIPPING_ADDRESS;
    await expect(address).toContainText('Your printed sets are shipped to this address.');
    await address.getByRole('textbox', { name: 'Full name' }).fill(to.full_name);
    await address.getByRole('textbox', { name: 'Street address' }).fill(to.line1);
    await address.getByRole('textbox', { name: 'Apartment, suite or unit (optional)' }).fill(to.line2 ?? '');
    await address.getByRole('textbox', { name: 'City' }).fill(to.city);
    await address.getByRole('combobox', { name: 'Country' }).selectOption(to.country);
    await address.getByRole('combobox', { name: 'State' }).selectOption(to.state_or_province);
    await address.getByRole('textbox', { name: 'ZIP code' }).fill(to.postal_code);
    await address.getByRole('textbox', { name: 'Phone' }).fill(to.phone);
  } else {
    await expect(address).toHaveCount(0);
  }
  await main.getByRole('button', { name: 'Proceed To Payment' }).click();

  await expect(page).toHaveURL(/\/testcheckout\?order=\d+$/);
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry').fill('12/39');
  await main.getByLabel('CVC').fill('123');
  await main.getByRole('button', { name: /^Pay / }).click();
  const confirmation = main.getByRole('region', { name: 'Payment Successful!' });
  await expect(confirmation).toBeVisible();
  const orderId = new URL(page.url()).pathname.match(/^\/order-confirmation\/(\d+)$/)?.[1];
  if (!orderId) throw new Error(`The confirmation is at ${page.url()}`);
  await expect(confirmation).toContainText(`Order number ${orderId} · Status: Paid`);
  await expect(confirmation.getByRole('link', { name: plan.name })).toBeVisible();
  return orderId;
}

/** The PDF Set of the story's plan, licensed to the buyer: a cover, the elevation, a sheet per storey, the lists. */
function expectPlanSet(pdf: PdfDocument, orderId: string) {
  const plan = told('pdfPlan');
  expect(pdf.pageCount).toBe(1 + 1 + plan.story + 1);
  pdf.pages.forEach((text, index) => {
    expect(text, `page ${index + 1}`).toContain(`Plan #${plan.plan_number}`);
    expect(text, `page ${index + 1}`).toContain(licenceLine(orderId));
    expect(text, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
  });
  expect(pdf.pages[0]).toContain(plan.name);
  expect(pdf.pages[1]).toContain('A1 Front elevation');
  for (let storey = 1; storey <= plan.story; storey += 1) {
    expect(pdf.pages[1 + storey]).toMatch(new RegExp(`A${1 + storey} \\w+ floor plan`));
  }
  expect(pdf.pages.at(-1)).toContain('General Notes');
}

const myOrder = (page: Page, orderId: string) =>
  mainLandmark(page)
    .getByRole('list', { name: 'My orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order ${orderId} ` });

const downloadButton = (page: Page, orderId: string) =>
  myOrder(page, orderId)
    .getByRole('region', { name: `Downloads of order ${orderId}` })
    .getByRole('button', { name: `Download PDF Set of ${told('pdfPlan').name}` });

/** The value beside a term of a description list. */
const figure = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** A staff member's page of the order on the desk, with the Summary's status. */
function staffOrderPage(page: Page, orderId: string) {
  const main = mainLandmark(page);
  return {
    main,
    status: figure(main.getByRole('region', { name: 'Summary' }), 'Status'),
    confirm: async (question: string, button: string) => {
      const dialog = page.getByRole('dialog', { name: question.replace('#N', `#${orderId}`) });
      await dialog.getByRole('button', { name: button }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

/** A browser of someone who is not signed in, as a mailed link is opened from another device. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('after paying: receipt, downloads, printed sets shipped and a refund', () => {
  test('a new shopper signs up, pays for a PDF Set with 4242 and gets exactly one receipt with a download link', async ({
    page,
    store,
    consoleErrors,
  }) => {
    Object.assign(story, await choosePlans(page.request));
    const plan = told('pdfPlan');

    await page.goto('/SignUpEmail');
    const main = mainLandmark(page);
    await main.getByRole('textbox', { name: 'Email' }).fill(SHOPPER_EMAIL);
    await main.getByRole('button', { name: 'Continue With Email' }).click();
    await expect(page).toHaveURL(/\/verifyOtp\?email=/);
    await main.getByRole('textbox', { name: 'Code' }).fill(await mailedCode(page.request, SHOPPER_EMAIL));
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    if (!token) throw new Error('Signing up left no session');
    story.token = token;

    const orderId = await buyWithCard(page, plan, 'PDF Set');
    story.pdfOrderId = orderId;
    // The shopper's return, again: a second confirmation of the same payment sends no second receipt.
    await page.reload();
    await expect(mainLandmark(page).getByRole('region', { name: 'Payment Successful!' })).toBeVisible();

    const [receipt, ...more] = await awaitMail(page.request, SHOPPER_EMAIL, receiptSubject(orderId));
    expect(more).toEqual([]);
    expect(receipt?.text).toContain(`Order number: ${orderId}`);
    expect(receipt?.text).toContain(`${plan.name} (plan number ${plan.plan_number})`);
    expect(receipt?.text).toContain('Payment: Card Payment, paid');
    const link = receipt?.text.match(
      new RegExp(`^- PDF Set, .+ \\(plan number ${plan.plan_number}\\): (\\S+)$`, 'm'),
    )?.[1];
    if (!link) throw new Error(`The receipt has no PDF Set link:\n${receipt?.text}`);
    expect(new URL(link).origin).toBe(store.url);
    story.mailedPdfLink = link;
    expect(consoleErrors).toEqual([]);
  });

  test("downloads the PDF Set from My Orders: a PDF with the plan's number, the billing name and a sheet per storey", async ({
    page,
    consoleErrors,
  }) => {
    const orderId = told('pdfOrderId');
    await asShopper(page);
    await page.goto('/myaccount?tab=orders');
    await expect(myOrder(page, orderId)).toContainText('Paid');

    const downloading = page.waitForEvent('download');
    await downloadButton(page, orderId).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`plan-${told('pdfPlan').plan_number}-pdf-set.pdf`);
    expectPlanSet(await readPdf(await download.path()), orderId);
    expect(consoleErrors).toEqual([]);
  });

  test('downloads the same PDF Set from the mailed link without signing in', async ({ browser }) => {
    const visitor = await visitorPage(browser);
    try {
      const downloading = visitor.waitForEvent('download');
      // The link answers with the file as an attachment: the browser saves it instead of showing a page.
      await expect(visitor.goto(told('mailedPdfLink'))).rejects.toThrow(/Download is starting/);
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`plan-${told('pdfPlan').plan_number}-pdf-set.pdf`);
      expectPlanSet(await readPdf(await download.path()), told('pdfOrderId'));
    } finally {
      await visitor.context().close();
    }
  });

  test("another shopper gets 404 for the first one's files; a shopper's token gets 403 on the staff API", async ({
    page,
  }) => {
    const orderId = told('pdfOrderId');
    const lineId = told('mailedPdfLink').match(/\/lines\/([^/]+)\/documents\/plan_set_pdf$/)?.[1];
    if (!lineId) throw new Error('The mailed link names no line');
    const file = `/api/user/orders/${orderId}/lines/${lineId}/documents/plan_set_pdf`;

    const signup = await page.request.post('/api/user/signup', {
      data: { email: `after-payment-other-${RUN}@e2e.houseplans.example`, password: 'another shopper of the store' },
    });
    expect(signup.ok()).toBe(true);
    const other: ApiEnvelope<{ token: string }> = await signup.json();
    const asOther = await page.request.get(file, { headers: { token: other.data.token } });
    expect(asOther.status()).toBe(404);
    expect(await asOther.json()).toEqual({ status: 404, message: DELIVERY_MESSAGES.notFound });
    // The same request with the owner's session is the file: the 404 is the other shopper's, not a wrong path.
    const asOwner = await page.request.get(file, { headers: { token: told('token') } });
    expect(asOwner.status()).toBe(200);
    expect(asOwner.headers()['content-type']).toBe('application/pdf');

    const headers = { token: told('token') };
    const staffOrders = await page.request.get('/api/staff/orders', { headers });
    expect(staffOrders.status()).toBe(403);
    expect(await staffOrders.json()).toEqual({ status: 403, message: "Only the store's staff can do this." });
    const selfRefund = await page.request.post(`/api/staff/orders/${orderId}/refund`, {
      headers,
      data: { reason: 'I refund myself' },
    });
    expect(selfRefund.status()).toBe(403);
    await asShopper(page);
    await page.goto('/myaccount?tab=orders');
    await expect(myOrder(page, orderId)).toContainText('Paid');
  });

  test('orders Five Printed Sets with an address and sees Shipped after the demo staff member marks it on the desk', async ({
    page,
    context,
  }) => {
    const plan = told('printedPlan');
    await asShopper(page);
    const orderId = await buyWithCard(page, plan, 'Five Printed Sets', { offersLastBillingName: true });
    story.printedOrderId = orderId;
    await page.goto('/myaccount?tab=orders');
    const order = myOrder(page, orderId);
    const progress = order.getByRole('list', { name: `Printed sets of order ${orderId}` });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Paid');

    // The demo staff member signs in on the sign-in page, in a tab of their own.
    const staff = await context.newPage();
    await staff.goto('/SignIn');
    const staffMain = mainLandmark(staff);
    await staffMain.getByRole('textbox', { name: 'Email' }).fill(DEMO_STAFF.email);
    await staffMain.getByLabel('Password').fill(DEMO_STAFF.password);
    await staffMain.getByRole('button', { name: 'Log In' }).click();
    await expect(staff).toHaveURL(/\/home$/);
    await staff.getByRole('banner').getByRole('link', { name: 'Staff desk' }).click();
    await expect(staff).toHaveURL(/\/staff\/orders$/);
    await staffMain.getByRole('searchbox', { name: 'Search' }).fill(orderId);
    await staffMain.getByRole('button', { name: 'Apply filters' }).click();
    await staffMain
      .getByRole('table', { name: 'Orders, newest first' })
      .getByRole('link', { name: `Order #${orderId}` })
      .click();
    const desk = staffOrderPage(staff, orderId);
    await expect(desk.status).toHaveText('Paid');

    await desk.main.getByRole('button', { name: 'Mark printing' }).click();
    await desk.confirm('Mark order #N as printing?', 'Mark printing');
    await expect(desk.status).toHaveText('Printing');

    const ship = desk.main.getByRole('form', { name: 'Ship the printed sets' });
    await ship.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'UPS' });
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING_NUMBER);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await desk.confirm('Mark order #N as shipped?', 'Mark shipped');
    await expect(desk.status).toHaveText('Shipped');

    await page.reload();
    await expect(order).toContainText('Shipped');
    const shipped = progress.locator('[aria-current="step"]');
    await expect(shipped).toContainText('Shipped');
    await expect(shipped).toContainText(`UPS, tracking number ${TRACKING_NUMBER}`);
    const [mail, ...more] = await awaitMail(
      page.request,
      SHOPPER_EMAIL,
      `Your printed sets for order ${orderId} have shipped`,
    );
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`Tracking number: ${TRACKING_NUMBER}`);
    expect(await receiptsOf(page.request, orderId)).toHaveLength(1);
  });

  test("a refund by staff stops the download: the owner's download fails with the store's message, the link 404s", async ({
    page,
    context,
    browser,
  }) => {
    const orderId = told('pdfOrderId');
    await asShopper(page);
    await page.goto('/myaccount?tab=orders');
    await expect(downloadButton(page, orderId)).toBeVisible();

    const staff = await context.newPage();
    await signInDemoStaff(staff);
    await staff.goto(`/staff/orders/${orderId}`);
    const desk = staffOrderPage(staff, orderId);
    await expect(desk.status).toHaveText('Paid');
    const refund = desk.main.getByRole('form', { name: 'Refund the order' });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('The shopper bought the wrong plan.');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await desk.confirm('Refund order #N?', 'Refund');
    await expect(desk.status).toHaveText('Refunded');

    // My Orders still shows the Download button it loaded before the refund: the store refuses the file.
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await downloadButton(page, orderId).click();
    await expect(page.getByText(DELIVERY_MESSAGES.notFound)).toBeVisible();
    expect(downloaded).toBe(false);
    await page.reload();
    await expect(myOrder(page, orderId)).toContainText('Refunded');
    await expect(downloadButton(page, orderId)).toHaveCount(0);

    const visitor = await browser.newContext();
    try {
      const mailed = await visitor.request.get(told('mailedPdfLink'));
      expect(mailed.status()).toBe(404);
      expect(await mailed.json()).toEqual({ status: 404, message: DELIVERY_MESSAGES.notFound });
    } finally {
      await visitor.close();
    }
    // One receipt per order, however often the shopper came back.
    expect(await receiptsOf(page.request, orderId)).toHaveLength(1);
    expect(await receiptsOf(page.request, told('printedOrderId'))).toHaveLength(1);
  });
});
