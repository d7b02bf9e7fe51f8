// Temporary: the table against the per-resource hooks it replaces, before they go.
import { describe, expect, it } from 'vitest';
import { allFunctionalityIds, Functionality as F } from '../../domain/functionalities';
import { UserType } from '../../domain/userTypes';
import { holderPermissionsOf } from '../../resources/tomadores/holderPermissions';
import { insuredPermissionsOf } from '../../resources/segurados/insuredPermissions';
import { BENEFICIARY_MANAGERS } from '../../resources/beneficiarios/beneficiaryPermissions';
import { requestDocumentPermissionsOf } from '../../src/components/parties/requestDocumentPermissions';
import { canAccess } from '../../src/providers/canAccess';
import { holdsAny } from '../../domain/userInfo';
import type { SessionUserInfo } from '../../src/providers/types';
import type { RequestDocumentOwner } from '../../src/providers/requestDocumentsApi';
import { requestDocumentResource } from '../../domain/resourceAccess';

const makeUser = (UserTypeId: number, ids: number[]) =>
  ({
    UserId: 1,
    UserTypeId,
    Menus: [{ Id: 1, Order: 1, MenuFuncionalities: ids.map((Id) => ({ Id, RefUniqueId: null })) }],
  }) as unknown as SessionUserInfo;

const users = [
  ...Object.values(UserType).flatMap((type) => [
    makeUser(type, []),
    makeUser(type, [...allFunctionalityIds]),
    ...allFunctionalityIds.map((id) => makeUser(type, [id])),
  ]),
];

const can = (user: SessionUserInfo, resource: string, action: string) =>
  canAccess({ resource, action }, user);

describe('the resource table answers as the old hooks', () => {
  it('holders', () => {
    for (const user of users) {
      const old = holderPermissionsOf(user);
      const got = {
        canManage: can(user, 'tomadores', 'edit'),
        canBlock: can(user, 'tomadores', 'block'),
        canRestrictiveBlock: can(user, 'tomadores', 'restrictiveBlock'),
        canIgnoreCcg: can(user, 'tomadores', 'ignoreCcg'),
        canInstallments: can(user, 'tomadores', 'installments'),
        canCalculateLimits: can(user, 'tomadores', 'calculateLimits'),
        canEditGroup: can(user, 'tomadores', 'editGroup'),
        canRequestNomination: can(user, 'tomadores', 'requestNomination'),
        canDecideNomination: can(user, 'tomadores', 'decideNomination'),
        canCheckProposal: can(user, 'tomadores', 'checkProposal'),
      };
      const { isInsurer: _, ...expected } = old;
      expect(got).toEqual(expected);
      expect(can(user, 'tomadores', 'create')).toBe(old.canManage);
      expect(can(user, 'tomadores', 'list')).toBe(can(user, '/tomadores', 'access'));
    }
  });
  it('insured and beneficiaries', () => {
    for (const user of users) {
      const old = insuredPermissionsOf(user);
      expect({
        canManage: can(user, 'segurados', 'edit'),
        canBlock: can(user, 'segurados', 'block'),
      }).toEqual(old);
      expect(can(user, 'segurados', 'create')).toBe(old.canManage);
      expect(can(user, 'beneficiarios', 'create')).toBe(holdsAny(user, BENEFICIARY_MANAGERS));
      expect(can(user, 'beneficiarios', 'edit')).toBe(holdsAny(user, BENEFICIARY_MANAGERS));
      if (can(user, '/segurados', 'access')) expect(can(user, 'beneficiarios', 'list')).toBe(true);
    }
  });
  it('request documents', () => {
    const owners: RequestDocumentOwner[] = [
      { kind: 'policy_holder', uniqueId: 'x' },
      { kind: 'policy_holder_limit', uniqueId: 'x' },
      { kind: 'insured', uniqueId: 'x' },
      { kind: 'broker', brokerId: 1 },
      { kind: 'own_broker' },
      { kind: 'insurer' },
    ];
    for (const owner of owners) {
      const resource = requestDocumentResource[owner.kind];
      for (const user of users) {
        const old = requestDocumentPermissionsOf(owner, user);
        expect(
          {
            create: can(user, resource, 'create'),
            upload: can(user, resource, 'upload'),
            rename: can(user, resource, 'rename'),
            remove: can(user, resource, 'delete'),
            restore: can(user, resource, 'restore'),
            send: can(user, resource, 'send'),
            review: can(user, resource, 'review'),
          },
          `${owner.kind} ${user.UserTypeId}`,
        ).toEqual(old);
      }
    }
  });
  it('checks F is used', () => expect(F.GERENCIAR_SEGURADOS).toBeTruthy());
});
