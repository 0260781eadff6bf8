// Debian's Chromium (never a downloaded browser), started by chrome-launcher and driven through puppeteer-core, for
// Lighthouse and the in-page timings.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The first tab of a new browser preloads Chromium's own omnibox and search WebUI in a renderer of its own: traced,
  // 2 s of CPU during and after that tab's load, which on 2 cores ran into the first measured pages.
  '--disable-features=PreloadTopChromeWebUI',
];

export async function launchBrowser() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    port: chrome.port,
    browser,
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * A fresh tab with an empty HTTP cache. With a token, the demo shopper's session is in the tab's sessionStorage
 * under `token`, as the store keeps it (shared-ui/src/session/sessionStorageToken.ts), before the measured load.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 * @param {string | null} token
 */
export async function freshTab(browser, origin, token) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  if (token) {
    // Any small same-origin document will do to reach the origin's sessionStorage.
    await page.goto(`${origin}/runtime-config.json`);
    await page.evaluate((value) => window.sessionStorage.setItem('token', value), token);
  }
  return page;
}

/**
 * Signs the demo shopper in through the API and returns the session token.
 * @param {string} origin
 * @returns {Promise<string>}
 */
export async function signInDemoShopper(origin) {
  const response = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@houseplans.example', password: 'DemoShopper2026!' }),
  });
  if (!response.ok) throw new Error(`Signing in the demo shopper answered HTTP ${response.status}`);
  const body = await response.json();
  return body.data.token;
}
