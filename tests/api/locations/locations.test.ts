import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCepCache } from '../../../server/modules/locations/service';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  // The second tenant has no party addresses, so SearchCEP answers here never come from the
  // tenant's known addresses (see knownAddresses.test.ts).
  token = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
});
afterAll(() => t.close());

const get = (url: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

const answer = async (url: string, app?: FastifyInstance) => {
  const response = await get(url, app);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response;
};

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const names = (list: { Name: string }[]) => list.map((item) => item.Name);
const sortedPtBr = (list: string[]) => [...list].sort(collator.compare);

describe('Location/GetStateProvinces', () => {
  it('answers the 27 federative units with IBGE codes, sorted by name', async () => {
    const states = await answer('/api/Location/GetStateProvinces');
    expect(states).toHaveLength(27);
    expect(names(states)).toEqual(sortedPtBr(names(states)));
    expect(states[0]).toEqual({ Id: 12, Name: 'Acre', Abbreviation: 'AC' });
    expect(states).toContainEqual({ Id: 35, Name: 'São Paulo', Abbreviation: 'SP' });
    expect(states).toContainEqual({ Id: 53, Name: 'Distrito Federal', Abbreviation: 'DF' });
    expect(new Set(states.map((state: { Abbreviation: string }) => state.Abbreviation)).size).toBe(
      27,
    );
  });

  it('refuses a caller without a token', async () => {
    for (const url of [
      '/api/Location/GetStateProvinces',
      '/api/Location/GetCities?stateProvinceId=35',
      '/api/Location/SearchCEP?cep=01310100',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('Location/GetCities', () => {
  it('answers the 645 municipalities of São Paulo with IBGE codes, sorted with accents', async () => {
    const cities = await answer('/api/Location/GetCities?stateProvinceId=35');
    expect(cities).toHaveLength(645);
    expect(cities).toContainEqual({ Id: 3550308, Name: 'São Paulo', StateProvinceId: 35 });
    expect(cities).toContainEqual({ Id: 3509502, Name: 'Campinas', StateProvinceId: 35 });
    expect(names(cities)).toEqual(sortedPtBr(names(cities)));
    const list = names(cities);
    // Accented initials sort with their letter, not after Z.
    expect(list.indexOf('Águas de Lindóia')).toBeGreaterThan(list.indexOf('Aguaí'));
    expect(list.indexOf('Águas de Lindóia')).toBeLessThan(list.indexOf('Bady Bassitt'));
    expect(list.indexOf('Óleo')).toBeLessThan(list.indexOf('Olímpia'));
    for (const city of cities) expect(String(city.Id)).toMatch(/^35\d{5}$/);
  });

  it('covers every municipality of Brazil (5,570) and accepts the UF abbreviation', async () => {
    const states = await answer('/api/Location/GetStateProvinces');
    let total = 0;
    for (const state of states) {
      const cities = await answer(`/api/Location/GetCities?stateProvinceId=${state.Id}`);
      expect(cities.length, state.Name).toBeGreaterThan(0);
      total += cities.length;
    }
    expect(total).toBe(5570);
    expect(await answer('/api/Location/GetCities?stateProvinceId=53')).toEqual([
      { Id: 5300108, Name: 'Brasília', StateProvinceId: 53 },
    ]);
    expect(await answer('/api/Location/GetCities?stateProvinceId=rj')).toHaveLength(92);
  });

  it('answers 400 naming stateProvinceId when invalid and 404 for an unknown state', async () => {
    for (const query of ['', '?stateProvinceId=', '?stateProvinceId=abc', '?stateProvinceId=3.5']) {
      const response = await get(`/api/Location/GetCities${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Errors.join(' ')).toContain('stateProvinceId');
    }
    const unknown = await get('/api/Location/GetCities?stateProvinceId=99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      Response: null,
      Errors: ['Estado não encontrado (stateProvinceId).'],
    });
  });
});

describe('Location/SearchCEP', () => {
  it('answers the state of any valid CEP offline, with or without mask', async () => {
    const expected: [string, number, string, string][] = [
      ['01310-100', 35, 'São Paulo', 'SP'],
      ['19999999', 35, 'São Paulo', 'SP'],
      ['20040-002', 33, 'Rio de Janeiro', 'RJ'],
      ['30130-005', 31, 'Minas Gerais', 'MG'],
      ['40020-000', 29, 'Bahia', 'BA'],
      ['69900-062', 12, 'Acre', 'AC'],
      ['69005-010', 13, 'Amazonas', 'AM'],
      ['70040-010', 53, 'Distrito Federal', 'DF'],
      ['74003-010', 52, 'Goiás', 'GO'],
      ['76801-000', 11, 'Rondônia', 'RO'],
      ['88010-000', 42, 'Santa Catarina', 'SC'],
      ['90010-150', 43, 'Rio Grande do Sul', 'RS'],
    ];
    for (const [cep, id, name, uf] of expected) {
      const address = await answer(`/api/Location/SearchCEP?cep=${encodeURIComponent(cep)}`);
      expect(address, cep).toMatchObject({
        ZipCode: cep.replace('-', ''),
        StateProvinceId: id,
        StateName: name,
        StateAbbreviation: uf,
        AddressName: null,
        CityId: null,
        Source: 'offline',
      });
    }
    expect((await answer('/api/Location/SearchCEP?cep=01310100')).FormattedZipCode).toBe(
      '01310-100',
    );
  });

  it('answers 400 "CEP inválido." naming the field when the CEP is not 8 digits', async () => {
    for (const query of [
      '',
      '?cep=',
      '?cep=123',
      '?cep=0131010',
      '?cep=013101000',
      '?cep=abcdefgh',
    ]) {
      const response = await get(`/api/Location/SearchCEP${query}`);
      expect(response.statusCode, query).toBe(400);
      const message = response.json().Errors.join(' ');
      expect(message).toContain('CEP inválido.');
      expect(message).toContain('"cep"');
    }
  });

  it('answers 404 "CEP não encontrado." for a CEP outside every range', async () => {
    for (const cep of ['00000-000', '00999999']) {
      const response = await get(`/api/Location/SearchCEP?cep=${cep}`);
      expect(response.statusCode, cep).toBe(404);
      expect(response.json().Errors).toEqual(['CEP não encontrado.']);
    }
  });

  describe('with an external provider', () => {
    let provider: Server;
    let base = '';
    const asked: string[] = [];
    beforeAll(async () => {
      provider = createServer((request, response) => {
        const cep = request.url?.split('/')[2] ?? '';
        asked.push(cep);
        if (cep === '01310100') {
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify({
              cep: '01310-100',
              logradouro: 'Avenida Paulista',
              complemento: 'de 612 a 1510 - lado par',
              bairro: 'Bela Vista',
              localidade: 'São Paulo',
              uf: 'SP',
              ibge: '3550308',
            }),
          );
        } else if (cep === '20040002') {
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify({
              logradouro: 'Rua Primeiro de Março',
              localidade: 'Rio de Janeiro',
              uf: 'RJ',
            }),
          );
        } else if (cep === '30130005') {
          response.statusCode = 503;
          response.end('indisponível');
        } else {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ erro: true }));
        }
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      clearCepCache();
    });
    afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

    it('fills street, neighbourhood and city and falls back offline when it fails', async () => {
      const app = await t.variant({ cepProviderUrl: `${base}/ws/{cep}/json/` });
      expect(await answer('/api/Location/SearchCEP?cep=01310-100', app)).toEqual({
        ZipCode: '01310100',
        FormattedZipCode: '01310-100',
        AddressName: 'Avenida Paulista',
        Neighborhood: 'Bela Vista',
        Complement: 'de 612 a 1510 - lado par',
        CityId: 3550308,
        CityName: 'São Paulo',
        StateProvinceId: 35,
        StateName: 'São Paulo',
        StateAbbreviation: 'SP',
        Source: 'provider',
      });
      // City found by name when the provider gives no IBGE code.
      expect(await answer('/api/Location/SearchCEP?cep=20040002', app)).toMatchObject({
        AddressName: 'Rua Primeiro de Março',
        CityId: 3304557,
        CityName: 'Rio de Janeiro',
        Source: 'provider',
      });
      // Provider error or unknown CEP: the offline answer.
      expect(await answer('/api/Location/SearchCEP?cep=30130005', app)).toMatchObject({
        StateProvinceId: 31,
        CityId: null,
        Source: 'offline',
      });
      expect(await answer('/api/Location/SearchCEP?cep=88010000', app)).toMatchObject({
        StateProvinceId: 42,
        Source: 'offline',
      });
      // Out of range is refused before asking the provider.
      expect((await get('/api/Location/SearchCEP?cep=00000000', app)).statusCode).toBe(404);
      expect(asked).not.toContain('00000000');
      // Answers are cached in memory.
      const before = asked.length;
      await answer('/api/Location/SearchCEP?cep=01310100', app);
      expect(asked.length).toBe(before);
    });

    it('answers offline when the provider cannot be reached', async () => {
      const app = await t.variant({ cepProviderUrl: 'http://127.0.0.1:9/ws/{cep}/json/' });
      expect(await answer('/api/Location/SearchCEP?cep=04538-132', app)).toMatchObject({
        StateProvinceId: 35,
        Source: 'offline',
      });
    });
  });
});
