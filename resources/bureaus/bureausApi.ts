import type {
  AddBureauParameterInput,
  BureauHistoryRow,
  BureauParameterFields,
  BureauParameterIdQuery,
  QueryTypeList,
  QueryTypeParameters,
  QueryTypeQuery,
  UpdateBureauParameterInput,
} from '../../domain/bureauQueries';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The bureau query calls of the gateway (spec part 2 §7 "bureau parameters"), typed from their
 * contract (domain/contracts/bureaus.ts), the same zod objects the gateway validates and answers
 * with.
 */
export const getQueryTypes = () =>
  gatewayClient.get<QueryTypeList>('Parametros/ObterParametrosConsultasPorBureau');

export const getQueryType = (TipoConsultaId: number) =>
  gatewayClient.get<QueryTypeParameters>('Parametros/ObterBureausPorConsulta', {
    query: { TipoConsultaId } satisfies QueryTypeQuery,
  });

export const getQueryTypeHistory = (TipoConsultaId: number) =>
  gatewayClient.get<BureauHistoryRow[]>('Parametros/ObterHistoricoParametrosConsultas', {
    query: { TipoConsultaId } satisfies QueryTypeQuery,
  });

/** The dialog's values: a bureau's fields, the validity still blank while being typed. */
export type BureauParameterFormValues = Omit<BureauParameterFields, 'ValidadeEmDias'> & {
  ValidadeEmDias: number | null;
};

export const addBureau = (
  TipoConsultaId: number,
  BureauId: number,
  values: BureauParameterFormValues,
) =>
  gatewayClient.post<QueryTypeParameters>('Parametros/AdicionarParametrosConsultasPorBureau', {
    json: { TipoConsultaId, BureauId, ...values } satisfies AddBureauParameterInput,
  });

export const updateBureau = (
  BureauParametrizacaoConsultasId: number,
  Version: number,
  changes: Partial<BureauParameterFormValues> & { Prioridade?: number },
) =>
  gatewayClient.post<QueryTypeParameters>('Parametros/AtualizarParametrosConsultasPorBureau', {
    json: {
      BureauParametrizacaoConsultasId,
      Version,
      ...changes,
    } satisfies UpdateBureauParameterInput,
  });

export const removeBureau = (BureauParametrizacaoConsultasId: number, Version: number) =>
  gatewayClient.post<QueryTypeParameters>('Parametros/DeletarParametrosConsultasPorBureau', {
    query: { BureauParametrizacaoConsultasId, Version } satisfies BureauParameterIdQuery,
  });
