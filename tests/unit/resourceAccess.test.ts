import { describe, expect, it } from 'vitest';
import { allows, userSubject } from '../../domain/accessRule';
import { apiAccess } from '../../domain/apiAccess';
import { Functionality as F } from '../../domain/functionalities';
import { menuFunctionalities } from '../../domain/menus';
import { type ResourceName, resourceAccess } from '../../domain/resourceAccess';
import type { UserInfo } from '../../domain/userInfo';
import { UserType } from '../../domain/userTypes';
import { canAccess } from '../../src/providers/canAccess';

const makeUser = (UserTypeId: number, grants: Array<[number, number[]]>): UserInfo => ({
  UserId: 1,
  UserTypeId,
  BrokerId: null,
  PersonId: 1,
  Username: 'teste',
  PersonUniqueId: 'p-1',
  ProfileName: 'Perfil',
  HomeMenuId: null,
  Menus: grants.map(([Id, ids]) => ({
    Id,
    Order: Id,
    MenuFuncionalities: ids.map((fid) => ({ Id: fid, RefUniqueId: null })),
  })),
});

// The demo profiles of the seed (notes/contract.md), as tests/unit/permissions.test.ts has them.
const demoUsers = {
  admin: makeUser(
    UserType.INSURANCE,
    Object.entries(menuFunctionalities).map(([id, ids]) => [Number(id), ids]),
  ),
  analista: makeUser(UserType.INSURANCE, [
    [1, [1, 35, 44]],
    [2, [30]],
    [4, [11]],
    [6, [24]],
    [7, [32]],
    [9, [4]],
    [10, [22]],
  ]),
  assessor: makeUser(UserType.ADVISOR, [
    [2, [30]],
    [7, [32]],
    [10, [33]],
  ]),
  corretor: makeUser(UserType.BROKER, [
    [7, [6, 7]],
    [2, [13, 14]],
    [3, [8, 9]],
    [4, [11]],
    [6, [24, 25]],
    [9, [4]],
    [10, [2, 28]],
  ]),
  tomador: makeUser(UserType.POLICY_HOLDER, [
    [6, [24]],
    [7, [7]],
  ]),
};

const none = {
  tomadores: [],
  segurados: [],
  beneficiarios: [],
  'documentos-tomador': [],
  'documentos-limite': [],
  'documentos-segurado': [],
  'documentos-corretor': [],
  'documentos-corretora': [],
  'documentos-seguradora': [],
};

/**
 * What the per-resource hooks this table replaced (holderPermissions, insuredPermissions,
 * beneficiaryPermissions, requestDocumentPermissions) answered for the demo users, list and
 * show aside: recorded from them before they were deleted.
 */
const answeredByTheOldHooks: Record<keyof typeof demoUsers, Record<string, string[]>> = {
  admin: {
    tomadores: [
      'block',
      'calculateLimits',
      'checkProposal',
      'create',
      'decideNomination',
      'edit',
      'editGroup',
      'ignoreCcg',
      'installments',
      'requestNomination',
      'restrictiveBlock',
    ],
    segurados: ['block', 'create', 'edit'],
    beneficiarios: ['create', 'edit'],
    'documentos-tomador': ['create', 'delete', 'rename', 'restore', 'review', 'send', 'upload'],
    'documentos-limite': ['create', 'delete', 'rename', 'restore', 'review', 'send', 'upload'],
    'documentos-segurado': ['create', 'delete', 'rename', 'restore', 'review', 'upload'],
    'documentos-corretor': ['create', 'delete', 'review', 'upload'],
    'documentos-corretora': ['send', 'upload'],
    'documentos-seguradora': ['create', 'delete', 'rename', 'restore', 'upload'],
  },
  analista: { ...none, tomadores: ['calculateLimits'] },
  assessor: none,
  corretor: {
    ...none,
    tomadores: ['checkProposal', 'create', 'edit', 'requestNomination'],
    beneficiarios: ['create', 'edit'],
    'documentos-tomador': ['send', 'upload'],
    'documentos-limite': ['send', 'upload'],
    'documentos-corretora': ['send', 'upload'],
  },
  tomador: none,
};

const allowedActions = (user: UserInfo, resource: ResourceName) =>
  Object.keys(resourceAccess[resource])
    .filter((action) => action !== 'list' && action !== 'show')
    .filter((action) => canAccess({ resource, action }, user))
    .sort();

describe('resourceAccess', () => {
  it.each(Object.keys(demoUsers) as Array<keyof typeof demoUsers>)(
    'answers for %s as the per-resource hooks it replaced did',
    (name) => {
      const user = demoUsers[name];
      for (const [resource, expected] of Object.entries(answeredByTheOldHooks[name])) {
        expect(allowedActions(user, resource as ResourceName), resource).toEqual(expected);
      }
    },
  );

  it('takes the gateway rule itself for the actions behind a route', () => {
    const gatewayRules = new Set(Object.values(apiAccess));
    expect(gatewayRules.has(resourceAccess.tomadores.block)).toBe(true);
    expect(gatewayRules.has(resourceAccess.segurados.block)).toBe(true);
    expect(gatewayRules.has(resourceAccess.beneficiarios.list)).toBe(true);
    expect(gatewayRules.has(resourceAccess['documentos-tomador'].upload)).toBe(true);
    expect(gatewayRules.has(resourceAccess.propostas.riskChange)).toBe(true);
    expect(gatewayRules.has(resourceAccess.propostas.resetRiskChange)).toBe(true);
    expect(gatewayRules.has(resourceAccess.propostas.timelineNote)).toBe(true);
  });

  it('gives the proposal screens the rules of the gateway calls behind them', () => {
    const { admin, analista, corretor, tomador } = demoUsers;
    const proposalActions = (user: UserInfo) => allowedActions(user, 'propostas');
    // the insurer manages and re-runs; sending, the wizard and the timeline are the broker's
    // only brokers and their agents quote: the insurer has no "Nova proposta"
    // whoever manages proposals changes the risk data of an approved one (UpdateProposal), undoes
    // the change and notes on the timeline; the financial step is the broker's and, for the rate
    // only, the insurer staff's
    expect(proposalActions(admin)).toEqual([
      'cancel',
      'changeRate',
      'contractDraft',
      'edit',
      'editClauses',
      'financialData',
      'issue',
      'requestAdjustment',
      'rerunEngines',
      'resetRiskChange',
      'riskChange',
      'searchText',
      'submit',
      'timeline',
      'timelineNote',
    ]);
    expect(proposalActions(corretor)).toEqual([
      'cancel',
      'contractDraft',
      'create',
      'edit',
      'editClauses',
      'financialData',
      'issue',
      'resetRiskChange',
      'riskChange',
      'searchText',
      'submit',
      'timeline',
      'timelineNote',
    ]);
    // the particular clauses (UpdateParticularClauses) are the managers', the broker's and the
    // insurer's; the analyst only reads: the draft is a read of the proposal
    expect(proposalActions(analista)).toEqual(['contractDraft']);
    // insurer staff who manage the insurer's proposals open the financial step for the rate,
    // not the wizard's other steps
    const insurerManager = makeUser(UserType.INSURANCE, [[7, [F.GERENCIAR_PROPOSTAS_SEGURADORA]]]);
    expect(proposalActions(insurerManager)).toEqual(
      expect.arrayContaining(['changeRate', 'financialData']),
    );
    expect(proposalActions(insurerManager)).not.toContain('edit');
    // a broker's user type never changes the rate, whatever it holds
    expect(
      canAccess(
        { resource: 'propostas', action: 'changeRate' },
        makeUser(UserType.BROKER, [[7, [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA]]]),
      ),
    ).toBe(false);
    // one resource behind both lists: any proposal viewer lists and reads, in its own scope
    for (const user of [admin, analista, corretor, tomador]) {
      expect(canAccess({ resource: 'propostas', action: 'list' }, user)).toBe(true);
      expect(canAccess({ resource: 'propostas', action: 'show' }, user)).toBe(true);
    }
  });

  it('gives the beneficiaries list to whoever may open /segurados, its host screen', () => {
    for (const user of Object.values(demoUsers)) {
      if (canAccess({ resource: '/segurados' }, user)) {
        expect(allows(resourceAccess.beneficiarios.list, userSubject(user))).toBe(true);
      }
    }
  });
});

describe('canAccess', () => {
  const { admin, corretor, tomador } = demoUsers;

  it('asks the screen table for a path, whatever the action', () => {
    expect(canAccess({ resource: '/tomadores', action: 'access' }, corretor)).toBe(true);
    expect(canAccess({ resource: '/tomador/abc' }, tomador)).toBe(false);
    expect(canAccess({ resource: '/contrato', action: 'list' }, corretor)).toBe(false);
    expect(canAccess({ resource: '/nao-existe' }, admin)).toBe(false);
  });

  it('asks the resource table for a name and an action', () => {
    expect(canAccess({ resource: 'tomadores', action: 'list' }, corretor)).toBe(true);
    expect(canAccess({ resource: 'tomadores', action: 'show' }, tomador)).toBe(false);
    expect(canAccess({ resource: 'tomadores', action: 'block' }, admin)).toBe(true);
    expect(canAccess({ resource: 'tomadores', action: 'block' }, corretor)).toBe(false);
    expect(canAccess({ resource: 'beneficiarios', action: 'list' }, corretor)).toBe(true);
  });

  it('refuses an unknown resource or action, a name without action and no user', () => {
    expect(canAccess({ resource: 'tomadores', action: 'fly' }, admin)).toBe(false);
    expect(canAccess({ resource: 'tomadores', action: 'toString' }, admin)).toBe(false);
    expect(canAccess({ resource: 'endossos', action: 'list' }, admin)).toBe(false);
    expect(canAccess({ resource: 'constructor', action: 'list' }, admin)).toBe(false);
    expect(canAccess({ resource: 'tomadores' }, admin)).toBe(false);
    expect(canAccess({ resource: 'tomadores', action: 'list' }, null)).toBe(false);
  });
});
