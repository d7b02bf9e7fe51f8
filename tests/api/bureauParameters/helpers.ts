import type { QueryTypeParameters } from '../../../domain/bureauQueries';
import type { Caller } from '../support/caller';

export const LIST = '/api/Parametros/ObterParametrosConsultasPorBureau';
export const BY_TYPE = '/api/Parametros/ObterBureausPorConsulta';
export const ADD = '/api/Parametros/AdicionarParametrosConsultasPorBureau';
export const UPDATE = '/api/Parametros/AtualizarParametrosConsultasPorBureau';
export const REMOVE = '/api/Parametros/DeletarParametrosConsultasPorBureau';
export const BUREAU_HISTORY = '/api/Parametros/ObterHistoricoParametrosConsultas';
export const PJ_GET = '/api/Parametros/ObterConfiguracaoConsultaPJ';
export const PJ_SAVE = '/api/Parametros/SalvarConfiguracaoConsultaPJ';
export const PJ_HISTORY = '/api/Parametros/ObterHistoricoConfiguracaoConsultaPJ';
export const PJ_EVALUATE = '/api/Parametros/AvaliarConsultaPJ';
export const PROFILE_GET = '/api/Parametros/ObterPerfilCorretor';
export const PROFILE_SAVE = '/api/Parametros/SalvarPerfilCorretor';
export const PROFILE_HISTORY = '/api/Parametros/ObterHistoricoPerfilCorretor';

export const queryTypeOf = async (caller: Caller, id: number) =>
  (await caller.get(BY_TYPE, { TipoConsultaId: String(id) })).data as QueryTypeParameters;

/** "Serasa Experian@1" per bureau, in priority order: the fallback order at a glance. */
export const orderOf = (type: QueryTypeParameters) =>
  type.ParametrosBureaus.map((row) => `${row.NomeBureau}@${row.Prioridade}`);
