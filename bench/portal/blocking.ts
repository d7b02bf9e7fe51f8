import { launchBrowser, signIn } from '../../tests/e2e/support/browser';

/**
 * `npm run bench:portal:blocking`: the main thread's long tasks of a signed-in page's first load,
 * traced at Lighthouse's mobile CPU slowdown (4×) on a running portal (BENCH_BASE_URL, default
 * http://127.0.0.1:8080; `npm start` first). It prints, per load, the sum of each task's time
 * beyond 50 ms, from the navigation until 3 s after the first row or tab shows, and the median.
 * Unlike Lighthouse's simulated TBT it has no network model, so it moves with the main thread's
 * work alone: use it to compare two builds minutes apart.
 *
 * BENCH_PAGE (/tomadores), BENCH_LOGIN (admin), BENCH_WAIT (a selector; the first table cell),
 * BENCH_RUNS (5), BENCH_VERBOSE=1 lists the long tasks.
 */
const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const path = process.env.BENCH_PAGE ?? '/tomadores';
const login = process.env.BENCH_LOGIN ?? 'admin';
const ready = process.env.BENCH_WAIT ?? 'table tbody tr td';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The page's main thread: of the renderers' main threads traced, the busiest. */
const pageMainThread = (events: TraceEvent[]) => {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busy = (main: TraceEvent) =>
    events
      .filter((e) => e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const busiest = mains.sort((a, b) => busy(b) - busy(a))[0];
  return (event: TraceEvent) => event.pid === busiest?.pid && event.tid === busiest?.tid;
};

const browser = await launchBrowser();
const sums: number[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await signIn(page, base, login);
    // a same-site page first, so the measured load stays in this renderer and its slowdown
    await page.goto(`${base}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const events = (
      JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    ).traceEvents;
    const onPage = pageMainThread(events);
    const longTasks = events.filter(
      (event) =>
        event.name === 'RunTask' && onPage(event) && (event.dur ?? 0) > LONG_TASK_MS * 1000,
    );
    const blocking = longTasks.reduce(
      (sum, task) => sum + (task.dur ?? 0) / 1000 - LONG_TASK_MS,
      0,
    );
    console.log(
      `${path} #${run}: ${Math.round(blocking)} ms beyond 50 ms in ${longTasks.length} long tasks`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const task of longTasks) console.log(`  ${Math.round((task.dur ?? 0) / 1000)} ms`);
    sums.push(blocking);
    await context.close();
  }
} finally {
  await browser.close();
}
sums.sort((a, b) => a - b);
console.log(
  `${path}: median ${Math.round(sums[Math.floor(sums.length / 2)])} ms (${runs} loads, ${CPU_SLOWDOWN}× CPU)`,
);
