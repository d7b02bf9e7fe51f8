import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from './config';
import type { GatewayContext } from './context';
import type { Database } from './db/client';
import { type RuleLookup, registerAccessGuard } from './http/accessGuard';
import { registerCompression } from './http/compression';
import { registerDocs } from './http/docs';
import { frameworkErrors, registerErrorHandler } from './http/errorHandler';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerNotFound } from './http/notFound';
import { portalConfigForPage } from './modules/portal-config/service';
import { gatewayLogger, registerRequestLog } from './http/requestLog';
import { registerSecurity } from './http/security';
import { serializerCompiler } from './http/serialization';
import { validatorCompiler } from './http/validation';
import { acceptanceTermRoutes } from './modules/acceptance-terms/routes';
import { accountRoutes } from './modules/accounts/routes';
import { advisorRoutes } from './modules/advisor/routes';
import { beneficiariesRoutes } from './modules/beneficiaries/routes';
import { brokersRoutes } from './modules/brokers/routes';
import { directoryRoutes } from './modules/directory/routes';
import { documentsRoutes } from './modules/documents/routes';
import { filesRoutes } from './modules/files/routes';
import { generalConditionRoutes } from './modules/general-conditions/routes';
import { healthRoutes } from './modules/health/routes';
import { brokerProfileRoutes } from './modules/broker-profile/routes';
import { issuanceSettingsRoutes } from './modules/issuance-settings/routes';
import { bureauParameterRoutes } from './modules/bureau-parameters/routes';
import { installmentParameterRoutes } from './modules/installment-parameters/routes';
import { insuredRoutes } from './modules/insured/routes';
import { kanbanBrokerCardRoutes } from './modules/kanban/brokerCards/routes';
import { activityCardRoutes } from './modules/kanban/activityCards/routes';
import { kanbanProposalCardRoutes } from './modules/kanban/proposalCards/routes';
import { holderCardRoutes } from './modules/kanban/holderCards/routes';
import { kanbanApproverRoutes } from './modules/kanban/approverRoutes';
import { kanbanCardCommonRoutes } from './modules/kanban/cardCommonRoutes';
import { kanbanRoutes } from './modules/kanban/routes';
import { ccgRoutes } from './modules/ccg/routes';
import { proposalContractRoutes } from './modules/proposals/contractRoutes';
// bank slips (issue 15)
import { bankSlipRoutes } from './modules/bank-slips/routes';
import { proposalFollowUpRoutes } from './modules/proposals/followUpRoutes';
import { proposalRiskRoutes } from './modules/proposals/riskRoutes';
import { proposalRoutes } from './modules/proposals/routes';
import { issuanceRoutes } from './modules/issuance/routes';
// policies (issue 15, the policy calls)
import { policyRoutes } from './modules/policies/routes';
import { locationRoutes } from './modules/locations/routes';
import { mailRoutes } from './modules/mail/routes';
import { modalitiesRoutes } from './modules/modalities/routes';
import { permissionRoutes } from './modules/permissions/routes';
import { policyHolderRoutes } from './modules/policy-holders/routes';
// policy documents, issuance report and public validation (issue 15)
import { policyDocumentRoutes } from './modules/policy-documents/routes';
import { portalConfigRoutes } from './modules/portal-config/routes';
import { profilesRoutes } from './modules/profiles/routes';
import { renewalAnniversaryRoutes } from './modules/renewal-anniversary/routes';
import { securityRoutes } from './modules/security/routes';
import { ssoRoutes } from './modules/sso/routes';
import { termsRoutes } from './modules/terms/routes';
import { usersRoutes } from './modules/users/routes';
// policy jobs (issue 15)
import { startPolicyJobs } from './modules/policy-jobs/jobs';
import type { SchedulerOptions } from './modules/policy-jobs/scheduler';
// finance: CNAB 240 return upload and manual settlement (issue 15, h-cnab)
import { financeRoutes } from './modules/finance/routes';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /**
   * Pino options; `false` silences the log (tests). Defaults to JSON lines at config.logLevel on
   * stdout, written asynchronously (server/http/requestLog.ts).
   */
  logger?: FastifyServerOptions['logger'];
  /** The built portal (dist/) to serve beside the gateway. */
  portalDir?: string;
  /** Access-rule lookup; domain/apiAccess.ts unless a test adds probe routes. */
  findRule?: RuleLookup;
  // policy jobs (issue 15)
  /** Run the daily policy jobs (expiry, renewal, notices) on timers; only server/main.ts does. */
  scheduledJobs?: boolean | Partial<SchedulerOptions>;
}

/** The gateway as a Fastify instance, not yet listening (tests drive it with `app.inject`). */
export const buildApp = async ({
  db,
  config,
  logger,
  portalDir,
  findRule,
  scheduledJobs,
}: BuildAppOptions) => {
  const app = Fastify({
    ...(logger === undefined ? { loggerInstance: gatewayLogger(config.logLevel) } : { logger }),
    // One line per request instead of two (server/http/requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { caseSensitive: false },
    exposeHeadRoutes: false,
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLog(app);
  registerErrorHandler(app);
  registerNotFound(app, portalDir, (request) =>
    portalConfigForPage(db, request.url.split(/[?#]/)[0], request.hostname),
  );

  await registerSecurity(app, config.rateLimit);
  await registerCompression(app);
  registerJsonBodyParser(app);
  await app.register(formbody);
  await registerDocs(app);
  if (portalDir) {
    // .br/.gz siblings written by the build (build/precompress.ts), chosen by Accept-Encoding
    await app.register(fastifyStatic, {
      root: resolve(portalDir),
      serve: false,
      preCompressed: true,
    });
  }

  const context: GatewayContext = { db, config };
  registerAccessGuard(app, context, findRule);
  await app.register(healthRoutes, context);
  await app.register(securityRoutes, context);
  await app.register(portalConfigRoutes, context);
  await app.register(permissionRoutes, context);
  await app.register(termsRoutes, context);
  await app.register(accountRoutes, context);
  await app.register(mailRoutes, context);
  await app.register(usersRoutes, context);
  await app.register(profilesRoutes, context);
  await app.register(advisorRoutes, context);
  await app.register(ssoRoutes, context);
  await app.register(directoryRoutes, context);
  await app.register(acceptanceTermRoutes, context);
  await app.register(locationRoutes, context);
  await app.register(filesRoutes, context);
  await app.register(policyHolderRoutes, context);
  await app.register(documentsRoutes, context);
  await app.register(brokersRoutes, context);
  await app.register(insuredRoutes, context);
  await app.register(beneficiariesRoutes, context);
  await app.register(modalitiesRoutes, context);
  await app.register(installmentParameterRoutes, context);
  await app.register(bureauParameterRoutes, context);
  await app.register(brokerProfileRoutes, context);
  await app.register(issuanceSettingsRoutes, context);
  await app.register(generalConditionRoutes, context);
  await app.register(renewalAnniversaryRoutes, context);
  await app.register(proposalRoutes, context);
  await app.register(issuanceRoutes, context);
  await app.register(proposalContractRoutes, context);
  // bank slips (issue 15)
  await app.register(bankSlipRoutes, context);
  await app.register(proposalRiskRoutes, context);
  await app.register(proposalFollowUpRoutes, context);
  await app.register(kanbanRoutes, context);
  await app.register(kanbanBrokerCardRoutes, context);
  await app.register(activityCardRoutes, context);
  await app.register(kanbanProposalCardRoutes, context);
  await app.register(holderCardRoutes, context);
  await app.register(ccgRoutes, context);
  await app.register(kanbanApproverRoutes, context);
  await app.register(kanbanCardCommonRoutes, context);
  // policies (issue 15, the policy calls)
  await app.register(policyRoutes, context);
  // policy documents, issuance report and public validation (issue 15)
  await app.register(policyDocumentRoutes, context);
  // policy jobs (issue 15): opt-in, so tests build gateways without timers
  if (scheduledJobs) startPolicyJobs(app, context, scheduledJobs === true ? {} : scheduledJobs);
  // finance: CNAB 240 return upload and manual settlement (issue 15, h-cnab)
  await app.register(financeRoutes, context);
  return app;
};
