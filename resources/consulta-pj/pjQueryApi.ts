import type { BureauHistoryRow } from '../../domain/bureauQueries';
import type { PjEvaluation, PjQuerySettings } from '../../domain/pjQuerySettings';
import { gatewayClient } from '../../src/providers/gatewayClient';

export type PjSettingsAnswer = PjQuerySettings & { Padrao: boolean; Version: number };
export type PjEvaluationAnswer = Omit<PjEvaluation, 'ConsultasPendentes'> & {
  Cnpj: string;
  DataReferencia: string;
  ConsultasPendentes: (PjEvaluation['ConsultasPendentes'][number] & { Bureaus: string[] })[];
};

/** The PJ query settings calls (designed: the spec shows only the route). */
export const getPjSettings = () =>
  gatewayClient.get<PjSettingsAnswer>('Parametros/ObterConfiguracaoConsultaPJ');

export const savePjSettings = (settings: PjQuerySettings, Version: number) =>
  gatewayClient.post<PjSettingsAnswer>('Parametros/SalvarConfiguracaoConsultaPJ', {
    json: { ...settings, Version },
  });

export const getPjSettingsHistory = () =>
  gatewayClient.get<BureauHistoryRow[]>('Parametros/ObterHistoricoConfiguracaoConsultaPJ');

export interface PjEvaluationInput {
  cnpj: string;
  dataAbertura?: string | null;
  situacaoCadastral?: string | null;
  ultimaConsulta?: string | null;
}

export const evaluatePj = (input: PjEvaluationInput) =>
  gatewayClient.get<PjEvaluationAnswer>('Parametros/AvaliarConsultaPJ', {
    query: Object.fromEntries(Object.entries(input).filter(([, value]) => value)) as Record<
      string,
      string
    >,
  });
