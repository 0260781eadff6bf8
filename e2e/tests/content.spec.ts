import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import { E2E_FORMS_INBOX, expect, mainLandmark, test } from '../fixtures/storeTest';

/** The content and programme pages of issue 6 (item 1), with the heading each must show. */
const PROGRAMME_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/about-us', 'Our Story'],
  ['/pricing', 'Pricing'],
  ['/testimonial', 'Testimonials'],
  ['/reviews', 'Reviews'],
  ['/copyright', 'Copyright Notice'],
  ['/returnpolicy', 'Changes To Existing Orders'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/whats-included', 'What Is Included In Our Plans'],
  ['/cost-to-build', 'Cost-to-Build Report'],
  ['/modifications', 'Modification Services'],
  ['/custom-house-plans', 'Custom House Plans'],
  ['/for-builder', 'Builder Rewards Program'],
  ['/for-real-estate-agents', 'Real Estate Agent Rewards'],
  ['/become-ad-designer', 'Designers'],
  ['/become-affiliate', 'Affiliate Program'],
  ['/home-products-services', 'Home Products & Services'],
  ['/services', 'Services'],
  ['/garages', 'Garage Plans'],
];

/** The pages with forms and lists loaded from the API. */
const INTERACTIVE_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/contact-us', 'Contact Us'],
  ['/contactus', 'Contact Us'],
  ['/faq', 'FAQ'],
  ['/blog', 'Blogs'],
  ['/photo-removal-request', 'Copyright Infringement Notice'],
];

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Outbox = ApiEnvelope<Array<{ subject: string; text: string }>>;

/** The mail the store forwarded from its forms, read from the inbox it was told to use (FORMS_INBOX). */
async function inboxMail(page: Page) {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(E2E_FORMS_INBOX)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Outbox).data;
}

function heading(page: Page, name: string) {
  return mainLandmark(page).getByRole('heading', { level: 1, name, exact: true });
}

/** Serious and critical WCAG 2.2 A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('content pages', () => {
  test('every content and programme page shows its one heading and no console error', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    for (const [path, title] of [...PROGRAMME_PAGES, ...INTERACTIVE_PAGES]) {
      await page.goto(path);
      await expect(heading(page, title), `${path} shows '${title}'`).toBeVisible();
      await expect(mainLandmark(page).getByRole('heading', { level: 1 }), `${path} has one h1`).toHaveCount(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('testimonials and reviews come from the API', async ({ page }) => {
    await page.goto('/testimonial');
    await expect(mainLandmark(page).getByRole('figure').first()).toContainText('Karen M.');
    await page.goto('/reviews');
    await expect(mainLandmark(page).getByText(/out of 5, from \d+ reviews/)).toBeVisible();
  });

  test('the garages overview leads to a garage list', async ({ page }) => {
    await page.goto('/garages');
    await mainLandmark(page).getByRole('link', { name: 'RV Garage Plans' }).click();
    await expect(page).toHaveURL(/\/rv-garage-plans$/);
    // The list itself is the catalogue's page.
    await expect(mainLandmark(page).getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Cost-to-Build page opens its sample report', async ({ page }) => {
    await page.goto('/cost-to-build');
    await expect(mainLandmark(page)).toContainText('$44.95 per report');
    await page.getByRole('button', { name: 'View Sample Cost-to-Build Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sample Cost-to-Build Report' });
    await expect(dialog.getByRole('row', { name: /^Total/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('contact form', () => {
  test("asks for every field, then sends, shows the banner, resets, and mails the store's inbox", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact-us');
    const main = mainLandmark(page);
    await main.getByRole('textbox', { name: 'Name' }).fill('Ann Rivera');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByText('All fields are required!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await main.getByRole('textbox', { name: 'Email' }).fill('ann.rivera@example.com');
    await main.getByRole('textbox', { name: 'Subject' }).fill('Basement for plan 120');
    await main.getByRole('textbox', { name: 'Comment' }).fill('Can this plan be built on a walk-out basement?');
    await main.getByRole('button', { name: 'Send Message' }).click();

    await expect(main.getByRole('status').filter({ hasText: 'Your message was sent successfully!' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(main.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    await expect(main.getByText('All fields are required!')).toHaveCount(0);

    const [mail] = await inboxMail(page);
    expect(mail?.subject).toMatch(/^\[CM-\d{6}\] Contact form: Basement for plan 120$/);
    expect(mail?.text).toContain('Can this plan be built on a walk-out basement?');
    // The store's own inbox is never shown by the outbox, not even to this machine.
    expect(
      (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(STORE_CONTACT.email.label)}`)).status(),
    ).toBe(403);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('FAQ', () => {
  test('the first question is open and another opens on click', async ({ page }) => {
    await page.goto('/faq');
    const questions = mainLandmark(page).getByRole('heading', { level: 2 }).getByRole('button');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    const other = mainLandmark(page).getByRole('button', { name: 'Can you change a plan for me?' });
    await expect(other).toHaveAttribute('aria-expanded', 'false');
    await expect(mainLandmark(page).getByText(/free quote within 1-3 business days/)).toBeHidden();

    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(mainLandmark(page).getByText(/free quote within 1-3 business days/)).toBeVisible();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('blog', () => {
  test('list -> details -> reload keeps the post', async ({ page, consoleErrors }) => {
    await page.goto('/blog');
    const firstCard = mainLandmark(page).getByRole('listitem').first();
    const title = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(title).not.toBe('');
    // The cover is decorative (alt=""), drawn by the API.
    await expect(firstCard.locator('img')).toHaveJSProperty('complete', true);
    expect(await firstCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await firstCard.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/\/blogdetails\?id=\d+$/);
    await expect(heading(page, title)).toBeVisible();
    await expect(mainLandmark(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(mainLandmark(page).getByRole('link', { name: 'Share on Facebook' })).toBeVisible();

    await page.reload();
    await expect(heading(page, title)).toBeVisible();
    await expect(mainLandmark(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('copyright infringement notice', () => {
  test('checks each field, then stores the notice and acknowledges it', async ({ page, consoleErrors }) => {
    await page.goto('/photo-removal-request');
    const main = mainLandmark(page);
    const field = (name: string) => main.getByRole('textbox', { name, exact: true });
    await field('First name').fill('Maria');
    await field('Last name').fill('Lopez');
    await field('Email').fill('maria@');
    await field('Signature').fill('M. Lopez');
    await main.getByRole('button', { name: 'Submit' }).click();

    await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(main.getByText('Please choose your state or province.')).toBeVisible();
    await expect(main.getByText('Your signature must match the first and last name you entered.')).toBeVisible();
    await expect(main.getByText('Please confirm this statement.')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await field('Email').fill('maria@lopezdesign.example');
    await main.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Florida' });
    await field('Describe the copyrighted work').fill('Photograph of the Lakeview cottage, taken in 2024.');
    await field('Authorized example URL').fill('https://lopezdesign.example/portfolio/lakeview');
    await field('Where the material appears on our site').fill('The second photo of plan page /property/42.');
    for (const checkbox of await main.getByRole('checkbox').all()) await checkbox.check();
    await field('Signature').fill('Maria Lopez');
    await main.getByRole('button', { name: 'Submit' }).click();

    const receipt = main.getByRole('status').filter({ hasText: 'Your notice has been received' });
    await expect(receipt).toContainText(/reference CN-\d{6}/);
    const reference = /CN-\d{6}/.exec((await receipt.textContent()) ?? '')?.[0];
    await expect(field('First name')).toHaveValue('');

    const mail = (await inboxMail(page)).find((message) => message.subject.startsWith(`[${reference}]`));
    expect(mail?.subject).toBe(`[${reference}] Copyright infringement notice from Maria Lopez`);
    expect(mail?.text).toContain('State or province: Florida');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('no serious or critical WCAG 2.2 A/AA violation on the content pages', async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const [path, title] of [...PROGRAMME_PAGES, ...INTERACTIVE_PAGES]) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      // Lists loaded from the API are part of the page to scan.
      await expect(
        mainLandmark(page)
          .getByRole('status')
          .filter({ hasText: /Loading/ }),
      ).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((violation) => `${path} ${violation}`));
    }
    expect(found).toEqual([]);
  });
});
