import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../../tests/e2e/support/browser';
import { startServer } from '../../tests/e2e/support/server';
import { firstHolderPath, launchChromium, signIn } from './browser';
import { startHttp2Proxy } from './http2Proxy';
import { type FormFactor, LighthouseRunError, measure } from './lighthouse';
import { formatReport, type PageResult } from './report';

/**
 * `npm run bench:portal`: builds the portal, starts `npm start`'s server on a fresh embedded
 * database, and runs Lighthouse 12 (Debian's Chromium) RUNS times per page and form factor:
 * /login signed out, then /tomadores and a holder's detail signed in as admin, and the
 * new-proposal wizard's first step signed in as the broker. Prints the medians. Each run gets a
 * fresh browser profile, so every one is a first visit.
 */
const RUNS = Number(process.env.BENCH_PORTAL_RUNS ?? 3);
const RETRIES = 2;
/** BENCH_PORTAL_FORM_FACTORS=mobile and BENCH_PORTAL_PAGES=/login narrow a run while tuning one page. */
const FORM_FACTORS = (process.env.BENCH_PORTAL_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((name) => name.trim()) as FormFactor[];
const PAGES = process.env.BENCH_PORTAL_PAGES?.split(',').map((name) => name.trim());
const rootDir = fileURLToPath(new URL('../..', import.meta.url));

const say = (message: string) => console.error(message);

say('Compilando o portal…');
await build({ root: rootDir, logLevel: 'warn' });
say('Iniciando o servidor num banco novo…');
const gateway = await startServer();
/** BENCH_PORTAL_HTTP2=1 measures the portal as deployed behind a TLS terminator speaking HTTP/2. */
const HTTP2 = process.env.BENCH_PORTAL_HTTP2 === '1';
const proxy = HTTP2 ? await startHttp2Proxy(gateway.baseUrl) : undefined;
const server = { baseUrl: proxy?.baseUrl ?? gateway.baseUrl };

type Target = {
  page: string;
  /** who signs in first (none: the page is measured signed out) */
  login?: string;
  path: (baseUrl: string) => Promise<string>;
};
let holderPath: string | undefined;
const WIZARD_FIRST_STEP = '/propostas/nova-proposta-new/dados-tomador';
const targets: Target[] = [
  { page: '/login', path: async () => '/login' },
  { page: '/tomadores', login: 'admin', path: async () => '/tomadores' },
  {
    page: '/tomador/:id',
    login: 'admin',
    path: async () => holderPath ?? '/tomadores',
  },
  {
    // the new-proposal wizard's first step, as the broker who normally files proposals
    page: WIZARD_FIRST_STEP,
    login: 'corretor',
    path: async () => WIZARD_FIRST_STEP,
  },
];

const results: PageResult[] = [];
try {
  for (const target of targets) {
    if (PAGES && !PAGES.includes(target.page)) continue;
    for (const formFactor of FORM_FACTORS) {
      const result: PageResult = { page: target.page, formFactor, runs: [] };
      // a run Lighthouse could not trace (NO_NAVSTART and the like, seen on a busy machine) is
      // run again, up to RETRIES times in all, instead of losing the whole table
      let retries = RETRIES;
      for (let run = 1; run <= RUNS; run += 1) {
        const chromium = await launchChromium({ acceptSelfSigned: HTTP2 });
        try {
          const page = await chromium.browser.newPage();
          if (target.login) {
            await signIn(page, server.baseUrl, target.login, DEMO_PASSWORD);
            if (target.login === 'admin')
              holderPath ??= await firstHolderPath(page, server.baseUrl);
            await page.goto('about:blank');
          }
          const url = `${server.baseUrl}${await target.path(server.baseUrl)}`;
          const measured = await measure(page, url, formFactor, target.login !== undefined);
          say(`${target.page} ${formFactor} #${run}: ${measured.score}`);
          result.runs.push(measured);
        } catch (error) {
          if (!(error instanceof LighthouseRunError) || retries === 0) throw error;
          retries -= 1;
          say(`${target.page} ${formFactor} #${run}: ${error.message}; de novo`);
          run -= 1;
        } finally {
          await chromium.close();
        }
      }
      results.push(result);
    }
  }
} finally {
  await proxy?.close();
  await gateway.stop();
}

console.log(
  `Lighthouse 12 on Debian's Chromium, ${HTTP2 ? 'HTTP/2 over TLS' : 'HTTP/1.1'}, medians of ${RUNS} runs\n`,
);
console.log(formatReport(results));
