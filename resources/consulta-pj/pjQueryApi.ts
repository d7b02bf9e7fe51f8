import type { BureauHistoryRow } from '../../domain/bureauQueries';
import type {
  PjEvaluationAnswer,
  PjEvaluationQuery,
  PjQuerySettings,
  PjSettingsAnswer,
  PjSettingsInput,
} from '../../domain/pjQuerySettings';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The PJ query settings calls (designed: the spec shows only the route), typed from their
 * contract (domain/contracts/bureaus.ts), the same zod objects the gateway validates and answers
 * with.
 */
export const getPjSettings = () =>
  gatewayClient.get<PjSettingsAnswer>('Parametros/ObterConfiguracaoConsultaPJ');

export const savePjSettings = (settings: PjQuerySettings, Version: number) =>
  gatewayClient.post<PjSettingsAnswer>('Parametros/SalvarConfiguracaoConsultaPJ', {
    json: { ...settings, Version } satisfies PjSettingsInput,
  });

export const getPjSettingsHistory = () =>
  gatewayClient.get<BureauHistoryRow[]>('Parametros/ObterHistoricoConfiguracaoConsultaPJ');

/** The company's data as the form holds it: a blank field is left out of the query. */
export type PjEvaluationInput = Pick<PjEvaluationQuery, 'cnpj'> & {
  [Field in Exclude<keyof PjEvaluationQuery, 'cnpj'>]?: PjEvaluationQuery[Field] | null;
};

export const evaluatePj = (input: PjEvaluationInput) =>
  gatewayClient.get<PjEvaluationAnswer>('Parametros/AvaliarConsultaPJ', {
    query: Object.fromEntries(
      Object.entries(input).filter(([, value]) => value),
    ) as PjEvaluationQuery,
  });
