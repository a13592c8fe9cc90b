import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { REPO_ROOT } from './server.js';

export const SCREENSHOT_DIR = join(REPO_ROOT, 'test', '.artifacts', 'screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Debian's Chromium, headless, with the flags this closed network needs; its pages wait for the app (withAppReady). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', withAppReady);
    return context;
  };
  return browser;
}

/**
 * A page whose navigations (goto, reload, back and forward) resolve once the app has drawn the page, as they did when
 * the load event waited for its code: a page the server drew fetches its code after its first paint, so its load event
 * comes first. A navigation that waits for less than the load event ('commit', 'domcontentloaded': a test of what a
 * reader sees before the code) resolves as asked.
 */
export function withAppReady(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    const waitUntilOf = (args: unknown[]) => (args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined)?.waitUntil;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const waitUntil = waitUntilOf(args);
      if (response !== null && (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle')) await appReady(page);
      return response;
    };
  }
}

/** APP_READY_MARK of domain/src/server-render.ts (an ES module, which these CommonJS tests cannot load). */
const APP_READY_MARK = 'pepper-atlas:ready';

/** Resolves once the app in the page has drawn (or hydrated) its first page (the mark main.tsx makes); at once elsewhere. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction((mark) => !document.getElementById('root') || performance.getEntriesByName(mark).length > 0, APP_READY_MARK);
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Device pixels per CSS pixel (2: a phone's or a laptop's high-density screen). */
  deviceScaleFactor?: number;
}

/** A fresh context (empty storage) and page; every request leaving our origin is recorded. */
export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    deviceScaleFactor: options.deviceScaleFactor,
  });
  const page: Page = await context.newPage();
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, foreignRequests, consoleErrors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/**
 * Runs a journey step and saves a screenshot when it fails, so CI keeps a picture of what went wrong.
 */
export async function step<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    await screenshot(page, `FAILED-${name}`).catch(() => undefined);
    throw error;
  }
}

/**
 * Waits until React has hydrated this element of a page the server drew (its props, and so its handlers, are on the
 * element): a press before that does nothing, as it would for a reader whose scripts are still loading.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.waitFor();
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((node) => Object.keys(node!).some((key) => key.startsWith('__reactProps$')), element);
}

/** Signs in through the Hebrew sign-in form and waits for the home page it leads to. */
export async function signInWithForm(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('אימייל').fill(account.email);
  await main.getByLabel('סיסמה').fill(account.password);
  await main.getByRole('button', { name: 'כניסה' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The admin login form's texts in each language (docs/product-rules.md#screens). */
const ADMIN_LOGIN = {
  he: { region: 'כניסת מנהלים', email: 'אימייל', password: 'סיסמה', submit: 'כניסה' },
  en: { region: 'Admin login', email: 'Email', password: 'Password', submit: 'Log in' },
} as const;

/** Signs in as the demo administrator through the login form /admin shows, in the page's language. */
export async function signInAsAdmin(page: Page, language: keyof typeof ADMIN_LOGIN): Promise<void> {
  const texts = ADMIN_LOGIN[language];
  const form = page.getByRole('region', { name: texts.region });
  await form.getByLabel(texts.email).fill('admin@pepperatlas.dev');
  await form.getByLabel(texts.password).fill('PepperAdmin1!');
  await form.getByRole('button', { name: texts.submit }).click();
}
