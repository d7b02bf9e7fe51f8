import { Functionality as F, type FunctionalityId } from './functionalities';

/** Module enum of spec part 2 §3, the `Modulo` of BuscarPermissoes. */
export const Modulo = {
  CCG: 0,
  CORRETOR: 1,
  PROPOSTA: 2,
  APOLICE: 4,
  COCORRETAGEM: 6,
  RESSEGURO: 7,
  PARAMETRIZACAO: 8,
  ENDOSSO: 9,
  TOMADOR: 10,
  SEGURADO: 11,
  COSSEGURO: 12,
} as const;
export type ModuloId = (typeof Modulo)[keyof typeof Modulo];

/**
 * The actions of each module and the functionalities that allow them: BuscarPermissoes answers
 * `Acao` with the actions the caller may perform in the module.
 */
export const moduleActions: Record<ModuloId, Record<string, readonly FunctionalityId[]>> = {
  0: {
    Visualizar: [F.GERENCIAR_CCG, F.IGNORAR_ASSINATURA_DE_CCG],
    Gerenciar: [F.GERENCIAR_CCG],
    IgnorarAssinatura: [F.IGNORAR_ASSINATURA_DE_CCG],
  },
  1: {
    Visualizar: [F.VISUALIZAR_CORRETORES, F.VISUALIZAR_CORRETORA],
    Gerenciar: [F.GERENCIAR_CORRETORES, F.GERENCIAR_CORRETORA],
  },
  2: {
    Visualizar: [F.VISUALIZAR_PROPOSTAS, F.VISUALIZAR_PROPOSTAS_SEGURADORA],
    Gerenciar: [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA],
    AprovacaoManual: [F.APROVACAO_MANUAL],
    Reprocessar: [F.REPROCESSAMENTO],
    DownloadLaudoEmissao: [F.DOWNLOAD_DO_LAUDO_DE_EMISSAO],
  },
  4: {
    Visualizar: [F.VISUALIZAR_APOLICES],
    CancelarManualmente: [F.CANCELAR_APOLICE_MANUALMENTE],
    BloquearRenovacao: [F.BLOQUEIO_APOLICE_RENOVACAO],
    FiltroMandatorio: [F.HABILITAR_FILTRO_MANDATORIO],
  },
  6: {
    Visualizar: [F.VISUALIZAR_PROPOSTAS_SEGURADORA],
    Gerenciar: [F.GERENCIAR_PROPOSTAS_SEGURADORA],
  },
  7: { Visualizar: [F.RESSEGURO], Gerenciar: [F.RESSEGURO] },
  8: { Gerenciar: [F.PARAMETRIZAR_SEGURADORA] },
  9: {
    Solicitar: [F.SOLICITAR_ENDOSSO],
    Aprovar: [F.APROVACAO_MANUAL],
    Cancelar: [F.SOLICITAR_ENDOSSO, F.CANCELAR_APOLICE_MANUALMENTE],
  },
  10: {
    Visualizar: [F.VISUALIZAR_TOMADORES, F.VISUALIZAR_TOMADORES_SEGURADORA],
    Gerenciar: [F.GERENCIAR_TOMADORES, F.GERENCIAR_TOMADORES_SEGURADORA],
    BloquearRestritivos: [F.BLOQUEAR_RESTRITIVOS_DO_TOMADOR],
    ResetarGrupoEconomico: [F.RESETAR_GRUPO_ECONOMICO],
  },
  11: { Visualizar: [F.VISUALIZAR_SEGURADO], Gerenciar: [F.GERENCIAR_SEGURADOS] },
  12: {
    Visualizar: [F.VISUALIZAR_PROPOSTAS_SEGURADORA],
    Gerenciar: [F.GERENCIAR_PROPOSTAS_SEGURADORA],
  },
};

export const actionsFor = (modulo: ModuloId, granted: Set<number>): string[] =>
  Object.entries(moduleActions[modulo] ?? {})
    .filter(([, ids]) => ids.some((id) => granted.has(id)))
    .map(([action]) => action);
