import type { BureauHistoryRow, QueryTypeParameters } from '../../domain/bureauQueries';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The bureau query calls of the gateway (spec part 2 §7 "bureau parameters"). */
export const getQueryTypes = () =>
  gatewayClient.get<{ ListaConstultas: QueryTypeParameters[] }>(
    'Parametros/ObterParametrosConsultasPorBureau',
  );

export const getQueryType = (TipoConsultaId: number) =>
  gatewayClient.get<QueryTypeParameters>('Parametros/ObterBureausPorConsulta', {
    query: { TipoConsultaId },
  });

export const getQueryTypeHistory = (TipoConsultaId: number) =>
  gatewayClient.get<BureauHistoryRow[]>('Parametros/ObterHistoricoParametrosConsultas', {
    query: { TipoConsultaId },
  });

export interface BureauParameterFormValues {
  ValidadeEmDias: number | null;
  Ativo: boolean;
  CustoPorConsulta: string | null;
}

export const addBureau = (
  TipoConsultaId: number,
  BureauId: number,
  values: BureauParameterFormValues,
) =>
  gatewayClient.post<QueryTypeParameters>('Parametros/AdicionarParametrosConsultasPorBureau', {
    json: { TipoConsultaId, BureauId, ...values },
  });

export const updateBureau = (
  BureauParametrizacaoConsultasId: number,
  Version: number,
  changes: Partial<BureauParameterFormValues> & { Prioridade?: number },
) =>
  gatewayClient.post<QueryTypeParameters>('Parametros/AtualizarParametrosConsultasPorBureau', {
    json: { BureauParametrizacaoConsultasId, Version, ...changes },
  });

export const removeBureau = (BureauParametrizacaoConsultasId: number, Version: number) =>
  gatewayClient.post<QueryTypeParameters>('Parametros/DeletarParametrosConsultasPorBureau', {
    query: { BureauParametrizacaoConsultasId, Version },
  });
