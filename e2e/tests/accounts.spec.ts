import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

const DEMO = { email: 'demo@houseplans.example', password: 'DemoShopper2026!' };
// A 1x1 PNG: a real image, as a shopper's photo would be.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh address per test and run: the store's database lives for the whole worker. */
function newAddress(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@houseplans.example`;
}

/** Reads the newest code sent to the address from the development outbox, as a shopper reads their mail. */
async function codeFromOutbox(page: Page, email: string): Promise<{ code: string; text: string }> {
  let found: { code: string; text: string } | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body: ApiEnvelope<Array<{ subject: string; text: string }>> = await response.json();
      const text = body.data[0]?.text ?? '';
      const code = text.match(/\b(\d{6})\b/)?.[1];
      found = code ? { code, text } : null;
      return found !== null;
    })
    .toBe(true);
  if (!found) throw new Error(`no code mailed to ${email}`);
  return found;
}

async function signInWithPassword(page: Page, email: string, password: string) {
  const main = mainLandmark(page);
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Log In' }).click();
}

const header = (page: Page) => page.getByRole('banner');

test.describe('accounts and sign-in', () => {
  test('signs up by an e-mail code read from the outbox, then signs out', async ({ page, consoleErrors }) => {
    const email = newAddress('newcomer');
    await page.goto('/SignUpEmail');
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Sign Up with Email' })).toBeVisible();
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Continue With Email' }).click();
    await expect(page).toHaveURL(/\/verifyOtp\?email=/);

    const { code, text } = await codeFromOutbox(page, email);
    expect(text).toContain(`/verifyOtp?otp=${code}&email=`);
    expect(page.url()).not.toContain(code);
    await main.getByRole('textbox', { name: 'Code' }).fill(code);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();

    await header(page).getByRole('button', { name: 'logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/SignIn$/);
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('signs in with a password', async ({ page, consoleErrors }) => {
    await page.goto('/SignIn');
    await signInWithPassword(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(header(page).getByRole('button', { name: 'logout' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('resets a forgotten password by code and signs in with the new one', async ({ page }) => {
    const email = newAddress('forgetful');
    const signup = await page.request.post('/api/user/signup', { data: { email, password: 'the old password' } });
    expect(signup.ok()).toBe(true);

    await page.goto('/SignIn');
    await mainLandmark(page).getByRole('link', { name: 'Forgot Password' }).click();
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/verifyOtp\?email=/);

    const { code } = await codeFromOutbox(page, email);
    await main.getByRole('textbox', { name: 'Code' }).fill(code);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/setPassword$/);
    await main.getByLabel('New Password').fill('the new password');
    await main.getByLabel('Confirm Password').fill('the new password');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/SignIn$/);
    await expect(page.getByText('Password reset successfully, Please login to continue')).toBeVisible();

    await signInWithPassword(page, email, 'the old password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInWithPassword(page, email, 'the new password');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('signs in by the link in the e-mail, which leaves the code in neither the address bar nor the history', async ({
    page,
    consoleErrors,
  }) => {
    const email = newAddress('linked');
    await page.goto('/home');
    expect((await page.request.post('/api/user/email-signup', { data: { email } })).ok()).toBe(true);
    const { code, text } = await codeFromOutbox(page, email);
    const link = new URL(text.match(/https?:\/\/\S+\/verifyOtp\?\S+/)?.[0] ?? 'http://no-link-in-the-mail/');
    expect(link.searchParams.get('otp')).toBe(code);

    // Opened as a shopper opens it from their mail: the code is read into the form, then leaves the address bar.
    await page.goto(`${link.pathname}${link.search}`);
    const main = mainLandmark(page);
    await expect(main.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
    await expect(page).toHaveURL(new RegExp(`/verifyOtp\\?email=${encodeURIComponent(email).replace(/\./g, '\\.')}$`));
    expect(new URL(page.url()).searchParams.has('otp')).toBe(false);

    // Back and forward: the history entry itself no longer holds it.
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/verifyOtp\?email=/);
    expect(new URL(page.url()).searchParams.has('otp')).toBe(false);

    await main.getByRole('textbox', { name: 'Code' }).fill(code);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("shows 'Wrong otp' for a wrong code", async ({ page }) => {
    await page.goto(`/verifyOtp?email=${encodeURIComponent(DEMO.email)}`);
    const main = mainLandmark(page);
    await main.getByRole('textbox', { name: 'Code' }).fill('000000');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Wrong otp')).toBeVisible();
    await expect(page).toHaveURL(/\/verifyOtp/);
  });

  test('sends a visitor opening /myaccount to /SignIn and back after signing in', async ({ page }) => {
    await page.goto('/myaccount');
    await expect(page).toHaveURL(/\/SignIn\?redirect=%2Fmyaccount$/);
    await signInWithPassword(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  });

  test('moves My Account to a new address only with the code sent there, and tells the old address', async ({
    page,
    consoleErrors,
  }) => {
    const oldAddress = newAddress('mover');
    const newAddressOf = newAddress('moved');
    const signup = await page.request.post('/api/user/signup', {
      data: { email: oldAddress, password: 'mover password' },
    });
    const body: ApiEnvelope<{ token: string }> = await signup.json();
    await page.addInitScript((token) => window.sessionStorage.setItem('token', token), body.data.token);

    await page.goto('/myaccount');
    const main = mainLandmark(page);
    // A password sign-up is asked to confirm its address.
    await expect(main.getByRole('region', { name: 'Please confirm your e-mail address' })).toBeVisible();
    const email = main.getByRole('textbox', { name: 'Email' });
    await email.fill(newAddressOf);
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`To move your account to ${newAddressOf}, enter the code we sent there.`, { exact: false }),
    ).toBeVisible();

    const codeForm = main.getByRole('form', { name: 'Confirm your new e-mail address' });
    const { code } = await codeFromOutbox(page, newAddressOf);
    await codeForm.getByRole('textbox', { name: 'Code' }).fill(code);
    await codeForm.getByRole('button', { name: 'Confirm new address' }).click();
    await expect(page.getByText('Your e-mail address is changed.')).toBeVisible();
    await expect(codeForm).toBeHidden();
    // The new address was proven by its code: nothing left to confirm.
    await expect(main.getByRole('region', { name: 'Please confirm your e-mail address' })).toBeHidden();

    await page.reload();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(newAddressOf);
    const oldMail = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(oldAddress)}`);
    const oldMessages: ApiEnvelope<Array<{ subject: string; text: string }>> = await oldMail.json();
    expect(oldMessages.data[0]?.subject).toBe('The e-mail address of your House Plans account was changed');
    expect(consoleErrors).toEqual([]);
  });

  test('keeps a profile edit and a photo upload after a reload', async ({ page, consoleErrors }) => {
    const email = newAddress('profile');
    const signup = await page.request.post('/api/user/signup', { data: { email, password: 'profile password' } });
    const body: ApiEnvelope<{ token: string }> = await signup.json();
    await page.addInitScript((token) => window.sessionStorage.setItem('token', token), body.data.token);

    await page.goto('/myaccount');
    const main = mainLandmark(page);
    const name = main.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveValue('');
    await name.fill('Pat Homeowner');
    await main.getByRole('textbox', { name: 'Phone' }).fill('555 0199');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    await main.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await main.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
    await expect(main.getByRole('img', { name: 'Your profile photo' })).toBeVisible();

    await page.reload();
    await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Homeowner');
    await expect(main.getByRole('textbox', { name: 'Phone' })).toHaveValue('555 0199');
    const photo = main.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /^\/api\/user\/images\/profile\/[0-9a-f]{32}\.png$/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
