import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Page } from 'puppeteer-core';

export type FormFactor = 'mobile' | 'desktop';

export interface Measure {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript as transferred (compressed bodies and headers), bytes */
  jsBytes: number;
  /** everything the page loaded, as transferred, bytes */
  totalBytes: number;
}

/** Lighthouse ran but could not measure the page (its runtimeError): worth another try. */
export class LighthouseRunError extends Error {}

const transferred = (items: { resourceType: string; transferSize: number }[], type: string) =>
  items.find((item) => item.resourceType === type)?.transferSize ?? 0;

/**
 * One Lighthouse 12 performance run on a page of our own browser. Mobile is Lighthouse's default
 * (Moto G Power, slow 4G, simulated throttling); desktop its desktop config. A signed-in page
 * keeps its storage (the session) but starts with an empty HTTP cache, as a first visit would.
 */
export const measure = async (
  page: Page,
  url: string,
  formFactor: FormFactor,
  signedIn: boolean,
): Promise<Measure> => {
  if (signedIn) {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const flags: Flags = {
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: signedIn,
  };
  const result = await lighthouse(
    url,
    flags,
    formFactor === 'desktop' ? desktopConfig : undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // BENCH_PORTAL_REPORTS=<folder> keeps each run's full report, to read what a score is made of
  if (process.env.BENCH_PORTAL_REPORTS) {
    mkdirSync(process.env.BENCH_PORTAL_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_PORTAL_REPORTS, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: [] } | undefined)?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: transferred(summary ?? [], 'script'),
    totalBytes: transferred(summary ?? [], 'total'),
  };
};
