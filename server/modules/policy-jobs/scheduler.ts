import { and, eq, isNull, lt } from 'drizzle-orm';
import { jobDay } from '../../../domain/policyExpiry';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { scheduledJobRuns } from '../../db/schema';

/**
 * Daily jobs run once per Brasília day across every gateway instance sharing the database
 * (issue 15). Before running, an instance claims the (job, day) row of scheduled_job_runs with
 * INSERT … ON CONFLICT: the instance whose statement writes the row runs the job, the others get
 * no row back and skip it. The outcome (counts, or the error) goes in the row's result.
 *
 * - Restarts: on start the scheduler runs today's jobs not yet claimed, then checks again every
 *   few minutes (a new day is claimed on the first check after midnight in Brasília).
 * - A failed run is recorded (finishedAt and `{ ok: false, error }`) and not retried the same
 *   day; the next day's run does its work, since every job works on what is due on its day
 *   (expired terms, open windows) rather than on one day's slice.
 * - A crashed claim (an instance died mid-run: no finishedAt) is retaken once it is older than
 *   STALE_CLAIM_MS, by the same atomic statement (ON CONFLICT DO UPDATE … WHERE stale), so still
 *   only one instance retakes it. Jobs are idempotent (each change is guarded by the state it
 *   changes), so a retake that overlaps a very slow run repeats nothing.
 */

/** What a job answers (stored in scheduled_job_runs.result). */
export type JobResult = Record<string, unknown>;

export interface ScheduledJob {
  /** Stable name: the claim's key. */
  name: string;
  /** Runs the job as of `now` (tests pass any instant; no timers needed). */
  run: (context: GatewayContext, now: Date) => Promise<JobResult>;
}

/** A claim older than this without finishedAt is taken to have crashed and may be retaken. */
export const STALE_CLAIM_MS = 60 * 60 * 1000;

/** How often a started scheduler looks for a new day's jobs. */
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Claims the job's run of `day` for this instance: true when this call wrote the claim (a new
 * row, or a stale unfinished one retaken), false when another run has it.
 */
export const claimRun = async (db: Database, job: string, day: string, now: Date) => {
  const rows = await db
    .insert(scheduledJobRuns)
    .values({ job, runDay: day, startedAt: now })
    .onConflictDoUpdate({
      target: [scheduledJobRuns.job, scheduledJobRuns.runDay],
      set: { startedAt: now, finishedAt: null, result: null },
      setWhere: and(
        isNull(scheduledJobRuns.finishedAt),
        lt(scheduledJobRuns.startedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    })
    .returning({ job: scheduledJobRuns.job });
  return rows.length === 1;
};

const finishRun = (db: Database, job: string, day: string, result: JobResult) =>
  db
    .update(scheduledJobRuns)
    .set({ finishedAt: new Date(), result })
    .where(and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.runDay, day)));

export interface JobOutcome {
  job: string;
  day: string;
  /** false: another run holds today's claim. */
  ran: boolean;
  result?: JobResult;
}

/**
 * Runs every job whose run of `now`'s Brasília day nobody claimed yet, one after the other; a
 * job's failure is recorded and does not stop the next job.
 */
export const runDueJobs = async (
  context: GatewayContext,
  jobs: readonly ScheduledJob[],
  now: Date,
  log: (message: string, detail: Record<string, unknown>) => void = () => {},
): Promise<JobOutcome[]> => {
  const day = jobDay(now);
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    if (!(await claimRun(context.db, job.name, day, now))) {
      outcomes.push({ job: job.name, day, ran: false });
      continue;
    }
    let result: JobResult;
    try {
      result = { ok: true, ...(await job.run(context, now)) };
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    log(`scheduled job ${job.name}`, { day, ...result });
    await finishRun(context.db, job.name, day, result);
    outcomes.push({ job: job.name, day, ran: true, result });
  }
  return outcomes;
};

export interface SchedulerOptions {
  jobs: readonly ScheduledJob[];
  intervalMs?: number;
  clock?: () => Date;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

export interface Scheduler {
  /** Runs today's unclaimed jobs now, then every intervalMs (unref'd timer). */
  start(): void;
  /** Clears the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** One check (what each tick does); resolves when it is done. */
  tick(): Promise<JobOutcome[]>;
}

export const createScheduler = (context: GatewayContext, options: SchedulerOptions): Scheduler => {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JobOutcome[]> | undefined;

  const tick = () => {
    // one check at a time: a long run is not started again by the next tick
    running ??= runDueJobs(context, options.jobs, clock(), log)
      .catch((error: unknown) => {
        log('scheduled jobs check failed', { error: String(error) });
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), options.intervalMs ?? CHECK_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
};
