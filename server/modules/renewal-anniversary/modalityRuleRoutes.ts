import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { errorResponses, ok } from '../../http/envelope';
import type { AuthContext } from '../security/principal';
import type { modalityRuleKit, ScheduleQuery } from './modalityRuleKit';
import { deleteRuleBody, historyAnswer, historyQuery, ruleTokenQuery } from './schemas';

/** Where a call answers and what /docs says of it (in Portuguese). */
export interface CallDoc {
  url: string;
  summary: string;
  description?: string;
}
type Call =
  | 'getSettings'
  | 'saveSettings'
  | 'listRules'
  | 'getRule'
  | 'createRule'
  | 'updateRule'
  | 'deleteRule'
  | 'history'
  | 'schedule';

/** What differs between the renewal and the anniversary calls: URLs, texts and bodies. */
export interface ModalityRuleRoutesSpec {
  tags: string[];
  calls: Record<Call, CallDoc>;
  schemas: {
    settingsBody: z.ZodType<Record<string, unknown> & { Version: number }>;
    createRuleBody: z.ZodType<Record<string, unknown> & { ModalityUniqueId: string }>;
    updateRuleBody: z.ZodType<Record<string, unknown> & { UniqueId: string; Version: number }>;
    scheduleQuery: z.ZodType<ScheduleQuery>;
    settingsAnswer: z.ZodType;
    ruleAnswer: z.ZodType;
    rulesAnswer: z.ZodType;
    scheduleAnswer: z.ZodType;
  };
  /** The area's kit, and its schedule (each area computes its own). */
  kit: ReturnType<typeof modalityRuleKit>;
  schedule: (db: Database, auth: AuthContext, query: ScheduleQuery) => Promise<unknown>;
}

/** The nine calls of a defaults-plus-modality-rules area, each with its OpenAPI schema. */
export const modalityRuleRoutes =
  ({
    tags,
    calls,
    schemas,
    kit,
    schedule,
  }: ModalityRuleRoutesSpec): FastifyPluginAsync<GatewayContext> =>
  async (instance, { db }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // a call without a description has none in /docs (not an empty one)
    const doc = (call: Call) => {
      const { summary, description } = calls[call];
      return description ? { tags, summary, description } : { tags, summary };
    };

    app.get(
      calls.getSettings.url,
      {
        schema: {
          ...doc('getSettings'),
          response: { 200: schemas.settingsAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.getSettings(db, request.auth)),
    );
    app.put(
      calls.saveSettings.url,
      {
        schema: {
          ...doc('saveSettings'),
          body: schemas.settingsBody,
          response: { 200: schemas.settingsAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.saveSettings(db, request.auth, request.body)),
    );
    app.get(
      calls.listRules.url,
      {
        schema: { ...doc('listRules'), response: { 200: schemas.rulesAnswer, ...errorResponses } },
      },
      async (request) => ok(await kit.listRules(db, request.auth)),
    );
    app.get(
      calls.getRule.url,
      {
        schema: {
          ...doc('getRule'),
          querystring: ruleTokenQuery,
          response: { 200: schemas.ruleAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.getRule(db, request.auth, request.query.uniqueId)),
    );
    app.post(
      calls.createRule.url,
      {
        schema: {
          ...doc('createRule'),
          body: schemas.createRuleBody,
          response: { 200: schemas.ruleAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.createRule(db, request.auth, request.body)),
    );
    app.put(
      calls.updateRule.url,
      {
        schema: {
          ...doc('updateRule'),
          body: schemas.updateRuleBody,
          response: { 200: schemas.ruleAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.updateRule(db, request.auth, request.body)),
    );
    app.delete(
      calls.deleteRule.url,
      {
        schema: {
          ...doc('deleteRule'),
          body: deleteRuleBody,
          response: { 200: schemas.rulesAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.deleteRule(db, request.auth, request.body)),
    );
    app.get(
      calls.history.url,
      {
        schema: {
          ...doc('history'),
          querystring: historyQuery,
          response: { 200: historyAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await kit.listHistory(db, request.auth, request.query.uniqueId)),
    );
    app.get(
      calls.schedule.url,
      {
        schema: {
          ...doc('schedule'),
          querystring: schemas.scheduleQuery,
          response: { 200: schemas.scheduleAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await schedule(db, request.auth, request.query)),
    );
  };
