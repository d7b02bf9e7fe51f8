import { type AccessRule, allows, userSubject } from './accessRule';
import { Functionality as F } from './functionalities';
import { type MenuIdValue, menuVariants } from './menus';
import { matchesPattern } from './routePattern';
import type { UserInfo } from './userInfo';
import { UserType } from './userTypes';

/** The insurer's finance page: the CNAB 240 return and the manual settlement (issue 15). */
export const CNAB_RETURN_PATH = '/financeiro/retorno-cnab';

/**
 * Access rule of a portal screen:
 * - `public`: no login; a signed-in user is sent to the home redirect (login, registration…)
 * - `open`: anyone, signed in or not (error and maintenance pages, password change link)
 * - `authenticated`: any signed-in user
 * - `administrator`: the administrator rule (insurer staff who parameterise the insurer)
 * - `{ anyOf, userTypes? }`: a signed-in user holding any of these functionalities (and, when
 *   given, of one of these user types)
 */
export type ScreenRule = 'public' | 'open' | 'authenticated' | 'administrator' | AccessRule;

export interface ScreenAccess {
  path: string;
  rule: ScreenRule;
}

const PROPOSTAS = [F.VISUALIZAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS];
const PROPOSTAS_SEGURADORA = [F.VISUALIZAR_PROPOSTAS_SEGURADORA, F.GERENCIAR_PROPOSTAS_SEGURADORA];
const CORRETORES = [F.VISUALIZAR_CORRETORES, F.GERENCIAR_CORRETORES];
const TOMADORES = [
  F.VISUALIZAR_TOMADORES,
  F.GERENCIAR_TOMADORES,
  F.VISUALIZAR_TOMADORES_SEGURADORA,
  F.GERENCIAR_TOMADORES_SEGURADORA,
];

/** Every route of spec part 1 §2 with its access rule; the order is the spec's. */
export const screenAccess: ScreenAccess[] = [
  { path: '/login/:companyDns?', rule: 'public' },
  { path: '/login/:companyDns?/assessor', rule: 'public' },
  { path: '/credentials', rule: 'public' },
  { path: '/acesso/credentials-asd/:token/:extraPath?', rule: 'open' },
  { path: '/acesso/credentials-asd-redirect', rule: 'open' },
  { path: '/iniciar-cadastro', rule: 'public' },
  { path: '/completar-cadastro/:cnpj', rule: 'public' },
  { path: '/primeiro-acesso/:token', rule: 'public' },
  { path: '/recuperacao-da-senha', rule: 'public' },
  { path: '/login-entra-ad/:seguradora', rule: 'public' },
  { path: '/login-ad-:seguradora-callback', rule: 'public' },
  { path: '/alterar-senha/:token', rule: 'open' },
  { path: '/error-401', rule: 'open' },
  { path: '/maintenance', rule: 'open' },
  { path: '/error-404', rule: 'open' },
  { path: '/locked', rule: 'open' },
  // the public policy validation (issue 15): signed in or not, the QR link opens it
  { path: '/validar-apolice', rule: 'open' },

  { path: '/redirect-to-home', rule: 'authenticated' },
  { path: '/trocar-senha', rule: 'authenticated' },
  { path: '/contrato', rule: 'administrator' },
  { path: '/stepper', rule: 'administrator' },
  { path: '/bi/embbeded', rule: { anyOf: [F.VISUALIZAR_BI] } },
  { path: '/integracoes', rule: { anyOf: [F.VISUALIZAR_INTEGRACOES, F.GERENCIAR_INTEGRACOES] } },
  {
    path: '/gerenciamento-consultas-bureau',
    rule: { anyOf: [F.VISUALIZAR_GERENCIAR_ERROS_CONSULTA] },
  },
  { path: '/kanban', rule: { anyOf: [F.VISUALIZAR_ESTEIRAS] } },
  { path: '/kanban/pipe/:token/:pipeid?', rule: { anyOf: [F.VISUALIZAR_ESTEIRAS] } },
  { path: '/apolices', rule: { anyOf: [F.VISUALIZAR_APOLICES] } },
  { path: '/apolice/:policyUniqueId', rule: { anyOf: [F.VISUALIZAR_APOLICES] } },
  { path: '/apolices/endossos', rule: { anyOf: [F.SOLICITAR_ENDOSSO] } },
  {
    path: '/apolices/endossos/alteracao/:policyUniqueId/:typeId',
    rule: { anyOf: [F.SOLICITAR_ENDOSSO] },
  },
  { path: '/apolices/endossos/emissao/:uniqueId', rule: { anyOf: [F.SOLICITAR_ENDOSSO] } },
  { path: '/propostas', rule: { anyOf: PROPOSTAS } },
  { path: '/propostas/proposta/:propostaUniqueId', rule: { anyOf: PROPOSTAS } },
  {
    path: '/propostas/proposta/editar/:propostaUniqueId',
    rule: { anyOf: [F.GERENCIAR_PROPOSTAS] },
  },
  { path: '/propostas/nova-proposta', rule: { anyOf: [F.GERENCIAR_PROPOSTAS] } },
  { path: '/propostas/timeline/:propostaUniqueId', rule: { anyOf: PROPOSTAS } },
  { path: '/propostas/nova-proposta-new', rule: { anyOf: [F.GERENCIAR_PROPOSTAS] } },
  { path: '/propostas/nova-proposta-new/dados-tomador', rule: { anyOf: [F.GERENCIAR_PROPOSTAS] } },
  { path: '/propostas/nova-proposta-new/dados-segurado', rule: { anyOf: [F.GERENCIAR_PROPOSTAS] } },
  { path: '/propostas/nova-proposta-new/dados-de-risco', rule: { anyOf: [F.GERENCIAR_PROPOSTAS] } },
  {
    path: '/propostas/nova-proposta-new/resumo-da-proposta',
    rule: { anyOf: [F.GERENCIAR_PROPOSTAS] },
  },
  // the broker prices its quote here; insurer staff who manage proposals change its rate here
  {
    path: '/propostas/nova-proposta-new/dados-financeiros/:propostaUniqueId',
    rule: { anyOf: [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA] },
  },
  {
    path: '/propostas/endosso/:endorsementKind/:policyUniqueId/:subTipoEndossoId/:step?',
    rule: { anyOf: [F.SOLICITAR_ENDOSSO] },
  },
  { path: '/propostas-seguradora', rule: { anyOf: PROPOSTAS_SEGURADORA } },
  {
    path: '/propostas-seguradora/proposta/:proposalType?/:propostaUniqueId?',
    rule: { anyOf: PROPOSTAS_SEGURADORA },
  },
  // finance (issue 15): the CNAB return and the manual settlement, the rule of its gateway
  // routes (FINANCE in apiAccess.ts): insurer staff who manage proposals, insurer users only
  {
    path: CNAB_RETURN_PATH,
    rule: { anyOf: [F.GERENCIAR_PROPOSTAS_SEGURADORA], userTypes: [UserType.INSURANCE] },
  },
  { path: '/corretor', rule: { anyOf: [F.VISUALIZAR_CORRETORA, F.GERENCIAR_CORRETORA] } },
  { path: '/corretor-assessoria', rule: { anyOf: [F.LISTAR_CORRETORES_ASSESSOR] } },
  { path: '/corretores', rule: { anyOf: CORRETORES } },
  { path: '/corretores/cadastrar-novo-corretor', rule: { anyOf: [F.GERENCIAR_CORRETORES] } },
  { path: '/corretor/:corretorUniqueId', rule: { anyOf: CORRETORES } },
  { path: '/tomadores', rule: { anyOf: TOMADORES } },
  { path: '/tomador/:tomadorUniqueId', rule: { anyOf: TOMADORES } },
  { path: '/segurados', rule: { anyOf: [F.VISUALIZAR_SEGURADO, F.GERENCIAR_SEGURADOS] } },
  {
    path: '/segurado/:seguradoUniqueId',
    rule: { anyOf: [F.VISUALIZAR_SEGURADO, F.GERENCIAR_SEGURADOS] },
  },
  {
    path: '/documentos',
    rule: {
      anyOf: [F.VISUALIZAR_DOCUMENTOS, F.GERENCIAR_DOCUMENTOS, F.VISUALIZAR_TELA_DE_DOCUMENTOS],
    },
  },
  {
    path: '/usuarios',
    rule: { anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS, F.GERENCIAR_PERFIS] },
  },
  { path: '/usuarios/listar', rule: { anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS] } },
  { path: '/usuarios/perfis', rule: { anyOf: [F.GERENCIAR_PERFIS] } },
  // The outbox holds every sign-in link the insurer sent: insurer staff only, never brokers.
  {
    path: '/usuarios/emails',
    rule: { anyOf: [F.GERENCIAR_USUARIOS], userTypes: [UserType.INSURANCE] },
  },
  { path: '/termos-aceite', rule: 'authenticated' },
  { path: '/parametrizacao', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  { path: '/parametrizacao/menu', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  { path: '/parametrizacao/modalidades', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  // renewal and anniversary endorsement: area menus, defaults and modality rules (by token)
  ...[
    '/parametrizacao/endosso',
    '/parametrizacao/endosso/modalidades-aniversario',
    '/parametrizacao/endosso/configurar-aniversario',
    '/parametrizacao/endosso/criar-modalidade-aniversario',
    '/parametrizacao/endosso/editar-modalidade-aniversario/:token',
    '/parametrizacao/renovacao',
    '/parametrizacao/renovacao/modalidades-renovacao',
    '/parametrizacao/renovacao/configurar-renovacao',
    '/parametrizacao/renovacao/criar-modalidade-renovacao',
    '/parametrizacao/renovacao/editar-modalidade-renovacao/:token',
  ].map((path) => ({ path, rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } })),
  { path: '/parametrizacao/pagamentos', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  { path: '/parametrizacao/condicoes-gerais', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  { path: '/parametrizacao/bureaus-consulta', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  {
    path: '/parametrizacao/bureaus-consulta/:tipoConsultaId',
    rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] },
  },
  { path: '/parametrizacao/consulta-pj', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  { path: '/parametrizacao/broker-profile', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  { path: '/parametrizacao/emissao', rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] } },
  {
    path: '/parametrizacao/branch/:branchId/grupo/:modalityGroupId/modalidade/:modalidadeId/:modalidadeUniqueId/',
    rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] },
  },
  {
    path: '/parametrizacao/branch/:branchId/modalidade/:modalityGroupId',
    rule: { anyOf: [F.PARAMETRIZAR_SEGURADORA] },
  },
  // the other children of the spec's parameterisation area
];

/** The administrator rule: insurer staff allowed to parameterise the insurer. */
export const ADMINISTRATOR: AccessRule = {
  anyOf: [F.PARAMETRIZAR_SEGURADORA],
  userTypes: [UserType.INSURANCE],
};

export const isAdministrator = (user: UserInfo | null | undefined) =>
  allows(ADMINISTRATOR, userSubject(user));

export const findScreen = (path: string): ScreenAccess | undefined =>
  screenAccess.find((screen) => matchesPattern(screen.path, path));

/** A screen anyone may open, signed in or not: sign-in and its siblings, errors, validation. */
export const isAccessRule = (rule: ScreenRule | undefined) => rule === 'public' || rule === 'open';

export const satisfiesRule = (rule: ScreenRule, user: UserInfo | null | undefined): boolean => {
  if (isAccessRule(rule)) return true;
  if (!user) return false;
  if (rule === 'authenticated') return true;
  return allows(rule === 'administrator' ? ADMINISTRATOR : rule, userSubject(user));
};

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

/** The navigation guard of spec part 1 §2, as a pure decision. */
export const decideNavigation = (
  path: string,
  user: UserInfo | null | undefined,
): NavigationDecision => {
  const screen = findScreen(path);
  if (!screen) return { kind: 'notFound' };
  if (screen.rule === 'open') return { kind: 'allow' };
  if (screen.rule === 'public') return user ? { kind: 'home' } : { kind: 'allow' };
  if (!user) return { kind: 'login' };
  return satisfiesRule(screen.rule, user) ? { kind: 'allow' } : { kind: 'forbidden' };
};

export interface SideMenuItem {
  menuId: MenuIdValue;
  key: string;
  path: string;
  order: number;
}

/** The side menu of spec part 1 §6: the user's menus, the first variant they may open, by Order. */
export const buildSideMenu = (user: UserInfo | null | undefined): SideMenuItem[] =>
  [...(user?.Menus ?? [])]
    .sort((a, b) => a.Order - b.Order)
    .flatMap((menu) => {
      const variants = menuVariants[menu.Id as MenuIdValue];
      if (!variants) return [];
      const held = new Set(menu.MenuFuncionalities.map((f) => f.Id));
      const variant = variants.find((v) => v.anyOf.some((id) => held.has(id)));
      return variant
        ? [
            {
              menuId: menu.Id as MenuIdValue,
              key: variant.key,
              path: variant.path,
              order: menu.Order,
            },
          ]
        : [];
    });

/** Home redirect: the HomeMenuId's item when the user may open it, otherwise the first allowed item. */
export const homePath = (user: UserInfo | null | undefined): string | null => {
  const items = buildSideMenu(user);
  const home = items.find((item) => item.menuId === user?.HomeMenuId);
  return (home ?? items[0])?.path ?? null;
};
