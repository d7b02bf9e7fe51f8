import { describe, expect, it } from 'vitest';
import { apiAccess, findApiRule } from '../../domain/apiAccess';
import { allFunctionalityIds, Functionality as F } from '../../domain/functionalities';
import { MenuId, menuFunctionalities, menuVariants } from '../../domain/menus';
import { actionsFor, Modulo } from '../../domain/modules';
import { matchesPattern } from '../../domain/routePattern';
import {
  buildSideMenu,
  decideNavigation,
  homePath,
  isAdministrator,
  screenAccess,
} from '../../domain/screenAccess';
import type { UserInfo } from '../../domain/userInfo';
import { UserType } from '../../domain/userTypes';

/** A user holding `grants` ([menu id, functionality ids]), menu Order as listed. */
const makeUser = (
  userTypeId: number,
  grants: Array<[number, number[]]>,
  extra: Partial<UserInfo> = {},
): UserInfo => ({
  UserId: 1,
  UserTypeId: userTypeId,
  BrokerId: null,
  PersonId: 1,
  Username: 'teste',
  PersonUniqueId: '00000000-0000-0000-0000-000000000001',
  ProfileName: 'Perfil',
  HomeMenuId: null,
  Menus: grants.map(([id, ids], index) => ({
    Id: id,
    Order: index + 1,
    MenuFuncionalities: ids.map((fid) => ({ Id: fid, RefUniqueId: null })),
  })),
  ...extra,
});

// The demo profiles of the seed (notes/contract.md).
const admin = makeUser(
  UserType.INSURANCE,
  Object.entries(menuFunctionalities).map(([id, ids]) => [Number(id), ids]),
  { HomeMenuId: MenuId.PROPOSTAS },
);
const analista = makeUser(
  UserType.INSURANCE,
  [
    [1, [1, 35, 44]],
    [2, [30]],
    [4, [11]],
    [6, [24]],
    [7, [32]],
    [9, [4]],
    [10, [22]],
  ],
  { HomeMenuId: MenuId.KANBAN },
);
const assessor = makeUser(
  UserType.ADVISOR,
  [
    [2, [30]],
    [7, [32]],
    [10, [33]],
  ],
  { HomeMenuId: MenuId.CORRETORES, ProfileName: 'RiskAdviser' },
);
const corretor = makeUser(
  UserType.BROKER,
  [
    [7, [6, 7]],
    [2, [13, 14]],
    [3, [8, 9]],
    [4, [11]],
    [6, [24, 25]],
    [9, [4]],
    [10, [2, 28]],
  ],
  { HomeMenuId: MenuId.PROPOSTAS, BrokerId: 10 },
);
const tomador = makeUser(
  UserType.POLICY_HOLDER,
  [
    [6, [24]],
    [7, [7]],
  ],
  { HomeMenuId: MenuId.APOLICES },
);

describe('decideNavigation', () => {
  it.each([
    '/login',
    '/login/simula-foo',
    '/login/x/assessor',
    '/login/assessor',
    '/credentials',
    '/iniciar-cadastro',
    '/completar-cadastro/11222333000181',
    '/primeiro-acesso/abc',
    '/recuperacao-da-senha',
    '/login-entra-ad/acme',
    '/login-ad-acme-callback',
  ])('lets a visitor open the public page %s and sends a signed-in user home', (path) => {
    expect(decideNavigation(path, null)).toEqual({ kind: 'allow' });
    expect(decideNavigation(path, corretor)).toEqual({ kind: 'home' });
  });

  it.each([
    '/error-401',
    '/error-404',
    '/maintenance',
    '/locked',
    '/alterar-senha/token',
    '/acesso/credentials-asd/token',
    '/acesso/credentials-asd/token/extra',
    '/acesso/credentials-asd-redirect',
  ])('opens %s to everyone', (path) => {
    expect(decideNavigation(path, null)).toEqual({ kind: 'allow' });
    expect(decideNavigation(path, tomador)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor to login from an authenticated screen', () => {
    expect(decideNavigation('/redirect-to-home', null)).toEqual({ kind: 'login' });
    expect(decideNavigation('/kanban/pipe/abc', undefined)).toEqual({ kind: 'login' });
    expect(decideNavigation('/termos-aceite', null)).toEqual({ kind: 'login' });
  });

  it('allows a screen to a user holding any of its functionalities', () => {
    expect(decideNavigation('/kanban/pipe/abc', analista)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/kanban/pipe/abc/7', analista)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/propostas/nova-proposta', corretor)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/propostas-seguradora/proposta/1/abc', assessor)).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation('/redirect-to-home', tomador)).toEqual({ kind: 'allow' });
  });

  it('forbids a screen to a user without its functionalities', () => {
    expect(decideNavigation('/kanban/pipe/abc', corretor)).toEqual({ kind: 'forbidden' });
    expect(decideNavigation('/propostas/nova-proposta', tomador)).toEqual({ kind: 'forbidden' });
    expect(decideNavigation('/usuarios/perfis', corretor)).toEqual({ kind: 'forbidden' });
    expect(decideNavigation('/corretores', assessor)).toEqual({ kind: 'forbidden' });
  });

  it('guards every parametrização child path by PARAMETRIZAR_SEGURADORA', () => {
    const path = '/parametrizacao/branch/1/grupo/2/modalidade/3/uuid/';
    expect(decideNavigation(path, admin)).toEqual({ kind: 'allow' });
    expect(decideNavigation(path, analista)).toEqual({ kind: 'forbidden' });
    expect(decideNavigation(path, null)).toEqual({ kind: 'login' });
    expect(decideNavigation('/parametrizacao/menu', admin)).toEqual({ kind: 'allow' });
  });

  it('keeps /contrato and /stepper to administrators', () => {
    expect(decideNavigation('/contrato', admin)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/stepper', analista)).toEqual({ kind: 'forbidden' });
  });

  it('opens the endorsement wizards with their step', () => {
    const path = '/propostas/endosso/cancelamento/abc/1/informacoes-do-endosso';
    expect(decideNavigation(path, corretor)).toEqual({ kind: 'allow' });
    expect(decideNavigation(path, tomador)).toEqual({ kind: 'forbidden' });
  });

  it('ignores case, query string, hash and a trailing slash', () => {
    expect(decideNavigation('/Kanban/', analista)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/apolices?page=2#top', tomador)).toEqual({ kind: 'allow' });
  });

  it.each(['/nao-existe', '/kanban/pipe', '/propostas/proposta', '/', '/loginx'])(
    'answers notFound for the unknown path %s',
    (path) => {
      expect(decideNavigation(path, admin)).toEqual({ kind: 'notFound' });
      expect(decideNavigation(path, null)).toEqual({ kind: 'notFound' });
    },
  );
});

describe('routePattern', () => {
  it('matches optional segments, inline parameters and rests', () => {
    expect(matchesPattern('/login/:companyDns?', '/login')).toBe(true);
    expect(matchesPattern('/login/:companyDns?', '/login/a/b')).toBe(false);
    expect(matchesPattern('/login-ad-:seguradora-callback', '/login-ad-callback')).toBe(false);
    expect(matchesPattern('/parametrizacao/*', '/parametrizacao')).toBe(true);
    expect(matchesPattern('/parametrizacao/*', '/parametrizacaox')).toBe(false);
  });
});

describe('buildSideMenu', () => {
  it('sorts the items by Order, not by menu id', () => {
    const items = buildSideMenu(corretor);
    expect(items.map((item) => item.menuId)).toEqual([7, 2, 3, 4, 6, 9, 10]);
    expect(items.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves out menus without a held functionality and menus it does not know', () => {
    const user = makeUser(UserType.INSURANCE, [
      [8, []],
      [11, [1]],
      [6, [24]],
    ]);
    expect(buildSideMenu(user).map((item) => item.path)).toEqual(['/apolices']);
    expect(buildSideMenu(null)).toEqual([]);
  });

  it('shows the insurer view of menu 7 when insurer proposal permissions are held', () => {
    const both = makeUser(UserType.INSURANCE, [[7, [7, 32]]]);
    expect(buildSideMenu(both)[0]).toMatchObject({ key: 'propostasSeguradora' });
    expect(buildSideMenu(both)[0].path).toBe('/propostas-seguradora');
    expect(buildSideMenu(tomador).find((item) => item.menuId === 7)?.path).toBe('/propostas');
  });

  it('picks menu 10 as full list, own data, then advisor list', () => {
    const menu10 = (ids: number[]) =>
      buildSideMenu(makeUser(UserType.INSURANCE, [[10, ids]]))[0]?.path;
    expect(menu10([33, 28, 22])).toBe('/corretores');
    expect(menu10([21])).toBe('/corretores');
    expect(menu10([33, 2])).toBe('/corretor');
    expect(menu10([33])).toBe('/corretor-assessoria');
    expect(menu10([])).toBeUndefined();
  });

  it('sends a profile-only manager from menu 3 to the profiles screen', () => {
    const menu3 = (ids: number[]) =>
      buildSideMenu(makeUser(UserType.INSURANCE, [[3, ids]]))[0]?.path;
    expect(menu3([F.GERENCIAR_PERFIS])).toBe('/usuarios/perfis');
    expect(menu3([F.GERENCIAR_PERFIS, F.VISUALIZAR_USUARIOS])).toBe('/usuarios/listar');
  });

  it('links every menu variant to a screen its functionalities open', () => {
    for (const [menuId, variants] of Object.entries(menuVariants)) {
      for (const variant of variants) {
        for (const id of variant.anyOf) {
          const user = makeUser(UserType.INSURANCE, [[Number(menuId), [id]]]);
          const item = buildSideMenu(user)[0];
          expect(item, `menu ${menuId} with functionality ${id}`).toBeDefined();
          expect(decideNavigation(item.path, user), `${item.path} with ${id}`).toEqual({
            kind: 'allow',
          });
        }
      }
    }
  });
});

describe('homePath', () => {
  it('goes to the HomeMenuId item', () => {
    expect(homePath(admin)).toBe('/propostas-seguradora');
    expect(homePath(analista)).toBe('/kanban');
    expect(homePath(assessor)).toBe('/corretor-assessoria');
    expect(homePath(tomador)).toBe('/apolices');
  });

  it('falls back to the first item without HomeMenuId or when that menu is not held', () => {
    expect(homePath({ ...tomador, HomeMenuId: null })).toBe('/apolices');
    expect(homePath({ ...corretor, HomeMenuId: null })).toBe('/propostas');
    expect(homePath({ ...tomador, HomeMenuId: MenuId.BI })).toBe('/apolices');
  });

  it('has nowhere to go without any menu', () => {
    expect(homePath(makeUser(UserType.OTHER, []))).toBeNull();
    expect(homePath(null)).toBeNull();
  });
});

describe('isAdministrator', () => {
  it('needs an insurer user who may parameterise the insurer', () => {
    expect(isAdministrator(admin)).toBe(true);
    expect(isAdministrator(analista)).toBe(false);
    expect(isAdministrator(makeUser(UserType.BROKER, [[5, [F.PARAMETRIZAR_SEGURADORA]]]))).toBe(
      false,
    );
    expect(isAdministrator(null)).toBe(false);
  });
});

describe('grant matrix', () => {
  it('puts every functionality under exactly one menu', () => {
    const granted = Object.values(menuFunctionalities).flat();
    expect([...granted].sort((a, b) => a - b)).toEqual(
      [...allFunctionalityIds].sort((a, b) => a - b),
    );
  });

  it('guards every screen with a rule', () => {
    expect(screenAccess.length).toBeGreaterThan(50);
    for (const screen of screenAccess) expect(screen.rule).toBeTruthy();
  });
});

describe('apiAccess', () => {
  it('finds rules ignoring the case of method and path', () => {
    expect(findApiRule('get', '/API/security/getuserinfo')).toBe('authenticated');
    expect(findApiRule('POST', '/api/Security/GetToken')).toBe('none');
    expect(findApiRule('GET', '/health')).toBe('none');
  });

  it('has no rule for unknown routes or other methods', () => {
    expect(findApiRule('GET', '/api/Security/GetToken')).toBeUndefined();
    expect(findApiRule('GET', '/api/Nada')).toBeUndefined();
  });

  it('names only known functionalities in its rules', () => {
    for (const rule of Object.values(apiAccess)) {
      if (typeof rule === 'object') {
        for (const id of rule.anyOf) expect(allFunctionalityIds).toContain(id);
      } else {
        expect(['none', 'authenticated']).toContain(rule);
      }
    }
  });
});

describe('actionsFor', () => {
  it('lists the module actions the functionalities allow', () => {
    expect(actionsFor(Modulo.ENDOSSO, new Set([F.SOLICITAR_ENDOSSO]))).toEqual([
      'Solicitar',
      'Cancelar',
    ]);
    expect(actionsFor(Modulo.PROPOSTA, new Set([F.VISUALIZAR_PROPOSTAS_SEGURADORA]))).toEqual([
      'Visualizar',
    ]);
    expect(actionsFor(Modulo.APOLICE, new Set())).toEqual([]);
  });

  it('answers nothing for a module without actions', () => {
    expect(actionsFor(99 as never, new Set([F.SOLICITAR_ENDOSSO]))).toEqual([]);
  });
});
