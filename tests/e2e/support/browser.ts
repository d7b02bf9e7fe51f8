import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Debian's headless Chromium needs on this machine (DESIGN §11). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags this machine needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

export const DEMO_PASSWORD = 'Aval@2026';

/** Signs in through the login page as a person would, accepting the terms of use when asked. */
export const signIn = async (
  page: Page,
  baseUrl: string,
  login: string,
  password = DEMO_PASSWORD,
) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('page-login').waitFor();
  await page.getByLabel(/^Login/).fill(login);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await acceptTermsIfAsked(page);
};

/**
 * The portal marks <html data-terms-accepted="true|false"> once the terms check has answered;
 * the popup is clicked through only when it says "false".
 */
export const acceptTermsIfAsked = async (page: Page) => {
  const answer = await page.waitForFunction(
    () => document.documentElement.dataset.termsAccepted,
    undefined,
    { timeout: 20_000 },
  );
  if ((await answer.jsonValue()) !== 'false') return;
  const accept = page.getByRole('button', { name: 'Li e concordo' });
  await accept.click();
  await accept.waitFor({ state: 'detached' });
};

/** The keys of the side-menu items on screen, in order (data-testid="menu-item-<key>"). */
export const sideMenuKeys = async (page: Page) => {
  await page.locator('[data-testid^="menu-item-"]').first().waitFor({ timeout: 20_000 });
  const ids = await page
    .locator('[data-testid^="menu-item-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('menu-item-', ''));
};
