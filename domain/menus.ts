import { Functionality as F, type FunctionalityId } from './functionalities';

/** Side-menu ids of the spec (part 1 §6). */
export const MenuId = {
  KANBAN: 1,
  TOMADORES: 2,
  USUARIOS: 3,
  SEGURADOS: 4,
  PARAMETRIZACAO: 5,
  APOLICES: 6,
  PROPOSTAS: 7,
  BI: 8,
  DOCUMENTOS: 9,
  CORRETORES: 10,
  INTEGRACOES: 13,
  CONSULTAS_BUREAU: 14,
} as const;
export type MenuIdValue = (typeof MenuId)[keyof typeof MenuId];

/**
 * The functionalities that can be granted under each menu (the profile grant matrix).
 * A functionality belongs to exactly one menu.
 */
export const menuFunctionalities: Record<MenuIdValue, FunctionalityId[]> = {
  1: [
    F.VISUALIZAR_ESTEIRAS,
    F.GERENCIAR_PIPE_CADASTRO,
    F.CREDITO,
    F.NOMEACAO,
    F.PEP,
    F.RESSEGURO,
    F.SUBSCRICAO,
    F.VISUALIZAR_ANALISE_DE_CREDITO,
    F.GERENCIAR_CCG,
    F.APROVACAO_MANUAL,
    F.REPROCESSAMENTO,
    F.RESETAR_GRUPO_ECONOMICO,
  ],
  2: [
    F.VISUALIZAR_TOMADORES,
    F.GERENCIAR_TOMADORES,
    F.VISUALIZAR_TOMADORES_SEGURADORA,
    F.GERENCIAR_TOMADORES_SEGURADORA,
    F.BLOQUEAR_RESTRITIVOS_DO_TOMADOR,
    F.IGNORAR_ASSINATURA_DE_CCG,
  ],
  3: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS, F.GERENCIAR_PERFIS, F.GERENCIAR_SENHA_USUARIOS],
  4: [F.VISUALIZAR_SEGURADO, F.GERENCIAR_SEGURADOS],
  5: [F.PARAMETRIZAR_SEGURADORA],
  6: [
    F.VISUALIZAR_APOLICES,
    F.SOLICITAR_ENDOSSO,
    F.CANCELAR_APOLICE_MANUALMENTE,
    F.DOWNLOAD_DO_LAUDO_DE_EMISSAO,
    F.BLOQUEIO_APOLICE_RENOVACAO,
    F.HABILITAR_FILTRO_MANDATORIO,
  ],
  7: [
    F.VISUALIZAR_PROPOSTAS,
    F.GERENCIAR_PROPOSTAS,
    F.VISUALIZAR_PROPOSTAS_SEGURADORA,
    F.GERENCIAR_PROPOSTAS_SEGURADORA,
  ],
  8: [F.VISUALIZAR_BI],
  9: [F.VISUALIZAR_DOCUMENTOS, F.GERENCIAR_DOCUMENTOS, F.VISUALIZAR_TELA_DE_DOCUMENTOS],
  10: [
    F.VISUALIZAR_CORRETORES,
    F.GERENCIAR_CORRETORES,
    F.VISUALIZAR_CORRETORA,
    F.GERENCIAR_CORRETORA,
    F.LISTAR_CORRETORES_ASSESSOR,
  ],
  13: [F.VISUALIZAR_INTEGRACOES, F.GERENCIAR_INTEGRACOES],
  14: [F.VISUALIZAR_GERENCIAR_ERROS_CONSULTA],
};

export const menuLabels: Record<MenuIdValue, string> = {
  1: 'Esteiras (Kanban)',
  2: 'Tomadores',
  3: 'Usuários',
  4: 'Segurados',
  5: 'Parametrização',
  6: 'Apólices',
  7: 'Propostas',
  8: 'BI',
  9: 'Documentos',
  10: 'Corretores',
  13: 'Consulta integrações',
  14: 'Consultas bureau',
};

/** One entry a side-menu item can turn into: the path it opens and the ids that unlock it. */
export interface MenuVariant {
  /** i18n key under aval.menu */
  key: string;
  path: string;
  anyOf: FunctionalityId[];
}

/**
 * The variants of each menu, in priority order: the first whose functionalities the user
 * holds is shown (menu 7: insurer view before broker view; menu 10: full list, own data,
 * advisor list).
 */
export const menuVariants: Record<MenuIdValue, MenuVariant[]> = {
  1: [{ key: 'kanban', path: '/kanban', anyOf: [F.VISUALIZAR_ESTEIRAS] }],
  2: [
    {
      key: 'tomadores',
      path: '/tomadores',
      anyOf: [
        F.VISUALIZAR_TOMADORES,
        F.GERENCIAR_TOMADORES,
        F.VISUALIZAR_TOMADORES_SEGURADORA,
        F.GERENCIAR_TOMADORES_SEGURADORA,
      ],
    },
  ],
  // Someone who only manages profiles may not open the user list, so they land on profiles.
  3: [
    {
      key: 'usuarios',
      path: '/usuarios/listar',
      anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS],
    },
    { key: 'usuarios', path: '/usuarios/perfis', anyOf: [F.GERENCIAR_PERFIS] },
  ],
  4: [
    { key: 'segurados', path: '/segurados', anyOf: [F.VISUALIZAR_SEGURADO, F.GERENCIAR_SEGURADOS] },
  ],
  5: [{ key: 'parametrizacao', path: '/parametrizacao/menu', anyOf: [F.PARAMETRIZAR_SEGURADORA] }],
  6: [{ key: 'apolices', path: '/apolices', anyOf: [F.VISUALIZAR_APOLICES] }],
  7: [
    {
      key: 'propostasSeguradora',
      path: '/propostas-seguradora',
      anyOf: [F.VISUALIZAR_PROPOSTAS_SEGURADORA, F.GERENCIAR_PROPOSTAS_SEGURADORA],
    },
    {
      key: 'propostas',
      path: '/propostas',
      anyOf: [F.VISUALIZAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS],
    },
  ],
  8: [{ key: 'bi', path: '/bi/embbeded', anyOf: [F.VISUALIZAR_BI] }],
  9: [
    {
      key: 'documentos',
      path: '/documentos',
      anyOf: [F.VISUALIZAR_DOCUMENTOS, F.GERENCIAR_DOCUMENTOS, F.VISUALIZAR_TELA_DE_DOCUMENTOS],
    },
  ],
  10: [
    {
      key: 'corretores',
      path: '/corretores',
      anyOf: [F.VISUALIZAR_CORRETORES, F.GERENCIAR_CORRETORES],
    },
    {
      key: 'dadosCorretora',
      path: '/corretor',
      anyOf: [F.VISUALIZAR_CORRETORA, F.GERENCIAR_CORRETORA],
    },
    {
      key: 'listaCorretoresAssessor',
      path: '/corretor-assessoria',
      anyOf: [F.LISTAR_CORRETORES_ASSESSOR],
    },
  ],
  13: [
    {
      key: 'integracoes',
      path: '/integracoes',
      anyOf: [F.VISUALIZAR_INTEGRACOES, F.GERENCIAR_INTEGRACOES],
    },
  ],
  14: [
    {
      key: 'consultasBureau',
      path: '/gerenciamento-consultas-bureau',
      anyOf: [F.VISUALIZAR_GERENCIAR_ERROS_CONSULTA],
    },
  ],
};
