import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'analista', 'corretor', 'tomador']) {
    tokens[login] = (await tokensFor(t.app, login)).access_token;
  }
});
afterAll(() => t.close());

const permissions = (login: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Permissao/BuscarPermissoes${query}`,
    headers: bearer(tokens[login]),
  });

const actions = async (login: string, modulo: string | number) => {
  const response = await permissions(login, `?Modulo=${modulo}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response;
};

describe('BuscarPermissoes', () => {
  it('answers the proposal actions each user may perform', async () => {
    expect(await actions('admin', 2)).toEqual({
      Modulo: 2,
      Acao: ['Visualizar', 'Gerenciar', 'AprovacaoManual', 'Reprocessar', 'DownloadLaudoEmissao'],
    });
    expect((await actions('corretor', 2)).Acao).toEqual(['Visualizar', 'Gerenciar']);
    expect((await actions('analista', 2)).Acao).toEqual(['Visualizar']);
    expect((await actions('tomador', 2)).Acao).toEqual(['Visualizar']);
  });

  it('answers the endorsement and parameterisation modules by user', async () => {
    expect((await actions('corretor', 9)).Acao).toEqual(['Solicitar', 'Cancelar']);
    expect((await actions('tomador', 9)).Acao).toEqual([]);
    expect((await actions('admin', 8)).Acao).toEqual(['Gerenciar']);
    expect((await actions('analista', 8)).Acao).toEqual([]);
  });

  it('accepts the module name as well as its number', async () => {
    expect(await actions('corretor', 'APOLICE')).toEqual({ Modulo: 4, Acao: ['Visualizar'] });
    expect((await actions('corretor', 'tomador')).Modulo).toBe(10);
  });

  it('answers 400 naming Modulo when it is missing or unknown', async () => {
    for (const query of ['', '?Modulo=', '?modulo=2']) {
      const response = await permissions('admin', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        Response: null,
        Errors: ['O campo "Modulo" é obrigatório.'],
      });
    }
    for (const query of ['?Modulo=3', '?Modulo=99', '?Modulo=PROPOSTAS', '?Modulo=1&Modulo=2']) {
      const response = await permissions('admin', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Errors).toEqual(['O campo "Modulo" é inválido.']);
    }
  });
});
