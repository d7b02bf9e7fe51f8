import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFunctionalityIds } from '../../domain/functionalities';
import { DEMO_COMPANY_NAME } from '../../server/db/seed/demoUsers';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfoOf = async (login: string) => {
  const tokens = await tokensFor(t.app, login);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/Security/GetUserInfo',
    headers: bearer(tokens.access_token, 'aval-demo'),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().Errors).toEqual([]);
  return response.json().Response;
};

type Menu = { Id: number; Order: number; MenuFuncionalities: { Id: number }[] };
const grantsOf = (menus: Menu[]) =>
  Object.fromEntries(menus.map((menu) => [menu.Id, menu.MenuFuncionalities.map((f) => f.Id)]));

describe('GetUserInfo', () => {
  it('answers the administrator with every functionality under its menu', async () => {
    const info = await userInfoOf('admin');
    expect(info).toMatchObject({
      UserTypeId: 1,
      BrokerId: null,
      Username: 'admin',
      Name: 'Ana Paula Ribeiro',
      Email: 'ana.ribeiro@garantiabrasil.com.br',
      ProfileName: 'Administrador',
      HomeMenuId: 7,
      CompanyName: DEMO_COMPANY_NAME,
    });
    expect(info.UserId).toEqual(expect.any(Number));
    expect(info.PersonId).toEqual(expect.any(Number));
    expect(info.PersonUniqueId).toMatch(/^[0-9a-f-]{36}$/);
    expect(info.Menus.map((menu: Menu) => menu.Id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14,
    ]);
    expect(info.Menus.map((menu: Menu) => menu.Order)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14,
    ]);
    const granted = info.Menus.flatMap((menu: Menu) => menu.MenuFuncionalities.map((f) => f.Id));
    expect([...granted].sort((a, b) => a - b)).toEqual(
      [...allFunctionalityIds].sort((a, b) => a - b),
    );
    expect(info.Menus[0].MenuFuncionalities[0]).toEqual({ Id: 1, RefUniqueId: null });
  });

  it('answers the broker with its broker id and Propostas first in the menu', async () => {
    const info = await userInfoOf('corretor');
    expect(info).toMatchObject({
      UserTypeId: 2,
      ProfileName: 'Corretor',
      HomeMenuId: 7,
      Name: 'Diego Fernandes Alves',
    });
    expect(info.BrokerId).toEqual(expect.any(Number));
    expect(info.Menus.map((menu: Menu) => menu.Id)).toEqual([7, 2, 3, 4, 6, 9, 10]);
    expect(info.Menus[0].Order).toBe(1);
    expect(grantsOf(info.Menus)).toEqual({
      7: [6, 7],
      2: [13, 14],
      3: [8, 9],
      4: [11],
      6: [24, 25],
      9: [4],
      10: [2, 28],
    });
  });

  it('gives the agent the same broker as the broker user', async () => {
    const broker = await userInfoOf('corretor');
    const agent = await userInfoOf('agente');
    expect(agent.UserTypeId).toBe(5);
    expect(agent.BrokerId).toBe(broker.BrokerId);
    expect(grantsOf(agent.Menus)).toEqual({ 7: [6, 7], 2: [14], 6: [24] });
  });

  it('answers the other demo profiles as the contract lists them', async () => {
    const analyst = await userInfoOf('analista');
    expect(analyst.HomeMenuId).toBe(1);
    expect(grantsOf(analyst.Menus)).toEqual({
      1: [1, 35, 44],
      2: [30],
      4: [11],
      6: [24],
      7: [32],
      9: [4],
      10: [22],
    });

    const advisor = await userInfoOf('assessor');
    expect(advisor).toMatchObject({ UserTypeId: 6, ProfileName: 'RiskAdviser', HomeMenuId: 10 });
    expect(grantsOf(advisor.Menus)).toEqual({ 2: [30], 7: [32], 10: [33] });

    const holder = await userInfoOf('tomador');
    expect(holder).toMatchObject({ UserTypeId: 3, ProfileName: 'Tomador', HomeMenuId: 6 });
    expect(grantsOf(holder.Menus)).toEqual({ 6: [24], 7: [7] });
  });
});
