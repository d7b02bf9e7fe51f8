import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e/support/browser';

export interface BenchBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium, headless, on a fresh profile (DESIGN §11's flags). `acceptSelfSigned` trusts
 * the HTTP/2 proxy's throwaway certificate (http2Proxy.ts).
 */
export const launchChromium = async ({ acceptSelfSigned = false } = {}): Promise<BenchBrowser> => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'aval-lh-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir,
    args: acceptSelfSigned ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS,
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
};

/** Signs in through the login page as a person would, accepting the terms of use if asked. */
export const signIn = async (page: Page, baseUrl: string, login: string, password: string) => {
  await page.goto(`${baseUrl}/login`);
  await page.waitForSelector('input[name="username"]');
  await page.type('input[name="username"]', login);
  await page.type('input[name="password"]', password);
  await Promise.all([
    page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 }),
    page.click('button[type="submit"]'),
  ]);
  const answer = await page.waitForFunction(() => document.documentElement.dataset.termsAccepted, {
    timeout: 30_000,
  });
  if ((await answer.jsonValue()) === 'false') {
    // the button is enabled once the terms' text has loaded (inline functions: tsx would wrap
    // a named one in a helper the page does not have)
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.includes('Li e concordo') && !button.disabled,
        ),
      { timeout: 30_000 },
    );
    await page.evaluate(() =>
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent?.includes('Li e concordo'))
        ?.click(),
    );
    await page.waitForFunction(() => !document.getElementById('terms-title'), { timeout: 30_000 });
  }
};

/** The address of the first holder's detail page, read from the holder list. */
export const firstHolderPath = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/tomadores`);
  const link = await page.waitForSelector('a[href^="/tomador/"]', { timeout: 30_000 });
  const href = await link?.evaluate((anchor) => anchor.getAttribute('href'));
  if (!href) throw new Error('no policy holder in the list');
  return href;
};
