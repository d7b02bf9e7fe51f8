import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { expirePolicies } from './expiry';
import { sendRenewalNotices } from './notices';
import { openRenewals } from './renewal';
import { createScheduler, type ScheduledJob, type SchedulerOptions } from './scheduler';

/**
 * The policies' daily jobs, in the order they run: expiry first (a policy whose term ended is no
 * longer renewed or announced), then the renewals, then the brokers' notices (which then say
 * whether the renewal was already opened).
 */
export const policyJobs: readonly ScheduledJob[] = [
  { name: 'policy-expiry', run: expirePolicies },
  { name: 'policy-renewal', run: openRenewals },
  { name: 'policy-renewal-notice', run: sendRenewalNotices },
];

/**
 * Starts the policy jobs with the gateway (server/main.ts asks for it; tests and buildApp do not
 * unless they pass `scheduledJobs`): the first check once the app is ready, the timer cleared and
 * any run under way awaited when the app closes.
 */
export const startPolicyJobs = (
  app: FastifyInstance,
  context: GatewayContext,
  options: Partial<SchedulerOptions> = {},
) => {
  const scheduler = createScheduler(context, {
    jobs: policyJobs,
    log: (message, detail) => app.log.info(detail, message),
    ...options,
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  return scheduler;
};
