import { describe, expect, it } from 'vitest';
import { allows, userSubject } from '../../domain/accessRule';
import { Functionality as F } from '../../domain/functionalities';
import { UserType } from '../../domain/userTypes';

const subject = (userTypeId: number, ids: number[]) => ({
  userTypeId,
  functionalities: new Set(ids),
});

describe('allows', () => {
  const viewHolders = { anyOf: [F.VISUALIZAR_TOMADORES, F.GERENCIAR_TOMADORES] };
  const insurerBlock = {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA],
    userTypes: [UserType.INSURANCE, UserType.ADVISOR],
  };

  it('lets in a user holding any of the functionalities', () => {
    expect(allows(viewHolders, subject(UserType.BROKER, [F.GERENCIAR_TOMADORES]))).toBe(true);
    expect(allows(viewHolders, subject(UserType.INSURANCE, [F.VISUALIZAR_TOMADORES, 99]))).toBe(
      true,
    );
  });

  it('refuses a user holding none of them, or no user at all', () => {
    expect(allows(viewHolders, subject(UserType.INSURANCE, [F.GERENCIAR_SEGURADOS]))).toBe(false);
    expect(allows(viewHolders, subject(UserType.INSURANCE, []))).toBe(false);
    expect(allows(viewHolders, null)).toBe(false);
    expect(allows(viewHolders, undefined)).toBe(false);
  });

  it('asks for one of the user types when the rule names them', () => {
    const grants = [F.GERENCIAR_TOMADORES_SEGURADORA];
    expect(allows(insurerBlock, subject(UserType.INSURANCE, grants))).toBe(true);
    expect(allows(insurerBlock, subject(UserType.ADVISOR, grants))).toBe(true);
    expect(allows(insurerBlock, subject(UserType.BROKER, grants))).toBe(false);
    expect(allows(insurerBlock, subject(UserType.AGENT, grants))).toBe(false);
    // the right type without the functionality is not enough either
    expect(allows(insurerBlock, subject(UserType.INSURANCE, [F.GERENCIAR_TOMADORES]))).toBe(false);
  });

  it('refuses everyone on a rule with no functionality', () => {
    expect(allows({ anyOf: [] }, subject(UserType.INSURANCE, [F.GERENCIAR_TOMADORES]))).toBe(false);
  });

  it('reads the portal user through userSubject: grants across every menu', () => {
    const user = {
      UserTypeId: UserType.BROKER,
      Menus: [
        { Id: 7, Order: 1, MenuFuncionalities: [{ Id: F.VISUALIZAR_SEGURADO, RefUniqueId: null }] },
        { Id: 9, Order: 2, MenuFuncionalities: [{ Id: F.GERENCIAR_TOMADORES, RefUniqueId: null }] },
      ],
    };
    expect(allows(viewHolders, userSubject(user))).toBe(true);
    expect(allows(insurerBlock, userSubject(user))).toBe(false);
    expect(userSubject(null)).toBeNull();
  });
});
