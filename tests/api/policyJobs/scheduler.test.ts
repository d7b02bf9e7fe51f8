import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../../server/context';
import { scheduledJobRuns } from '../../../server/db/schema';
import {
  claimRun,
  createScheduler,
  runDueJobs,
  type ScheduledJob,
} from '../../../server/modules/policy-jobs/scheduler';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let context: GatewayContext;

beforeAll(async () => {
  t = await createTestApp();
  context = { db: t.db, config: t.config };
});
afterAll(() => t.close());

const runOf = async (job: string, day: string) => {
  const [row] = await t.db
    .select()
    .from(scheduledJobRuns)
    .where(and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.runDay, day)));
  return row;
};

const countingJob = (name: string, runs: Date[]): ScheduledJob => ({
  name,
  run: async (_context, now) => {
    runs.push(now);
    return { touched: runs.length };
  },
});

describe('scheduler', () => {
  it('lets one of two concurrent claims of the same job and day win', async () => {
    const now = new Date('2027-05-10T12:00:00Z');
    const claims = await Promise.all([
      claimRun(t.db, 'claim-race', '2027-05-10', now),
      claimRun(t.db, 'claim-race', '2027-05-10', now),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // another day is another run
    expect(await claimRun(t.db, 'claim-race', '2027-05-11', now)).toBe(true);
  });

  it('runs a job once when two schedulers share the database, and records the result', async () => {
    const runs: Date[] = [];
    const job = countingJob('shared-job', runs);
    // 02:30 UTC: the run belongs to the previous day in Brasília
    const now = new Date('2027-06-02T02:30:00Z');
    const one = createScheduler(context, { jobs: [job], clock: () => now });
    const other = createScheduler(context, { jobs: [job], clock: () => now });
    const outcomes = (await Promise.all([one.tick(), other.tick()])).flat();
    expect(runs).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.day)).toEqual(['2027-06-01', '2027-06-01']);
    const row = await runOf('shared-job', '2027-06-01');
    expect(row.finishedAt).not.toBeNull();
    expect(row.result).toEqual({ ok: true, touched: 1 });
    // a restart the same day finds the run claimed
    await createScheduler(context, { jobs: [job], clock: () => now }).tick();
    expect(runs).toHaveLength(1);
  });

  it('records a failed run with its error and runs the job again the next day only', async () => {
    let calls = 0;
    const job: ScheduledJob = {
      name: 'failing-job',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('banco indisponível');
        return {};
      },
    };
    await runDueJobs(context, [job], new Date('2027-07-01T12:00:00Z'));
    expect((await runOf('failing-job', '2027-07-01')).result).toEqual({
      ok: false,
      error: 'banco indisponível',
    });
    await runDueJobs(context, [job], new Date('2027-07-01T18:00:00Z'));
    expect(calls).toBe(1);
    await runDueJobs(context, [job], new Date('2027-07-02T12:00:00Z'));
    expect(calls).toBe(2);
    expect((await runOf('failing-job', '2027-07-02')).result).toEqual({ ok: true });
  });

  it('retakes a claim left unfinished for over an hour (a crashed instance), not a recent one', async () => {
    const day = '2027-08-01';
    const now = new Date('2027-08-01T15:00:00Z');
    await t.db.insert(scheduledJobRuns).values([
      { job: 'crashed-job', runDay: day, startedAt: new Date('2027-08-01T13:30:00Z') },
      { job: 'busy-job', runDay: day, startedAt: new Date('2027-08-01T14:30:00Z') },
    ]);
    expect(await claimRun(t.db, 'crashed-job', day, now)).toBe(true);
    expect(await claimRun(t.db, 'busy-job', day, now)).toBe(false);
    // once retaken, the claim is fresh again: nobody else takes it
    expect(await claimRun(t.db, 'crashed-job', day, new Date('2027-08-01T15:01:00Z'))).toBe(false);
  });

  it('starts with the gateway only when asked, runs today’s jobs on start and stops on close', async () => {
    const before = await t.db.select().from(scheduledJobRuns);
    await t.app.ready();
    // the default gateway (tests) starts no timer and claims nothing
    expect(await t.db.select().from(scheduledJobRuns)).toHaveLength(before.length);

    const runs: Date[] = [];
    const now = new Date('2027-09-09T12:00:00Z');
    const gateway = await t.variant(
      {},
      { scheduledJobs: { jobs: [countingJob('gateway-job', runs)], clock: () => now } },
    );
    await gateway.ready();
    for (let i = 0; i < 100 && !(await runOf('gateway-job', '2027-09-09'))?.finishedAt; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(runs).toEqual([now]);
    await gateway.close();
  });
});
