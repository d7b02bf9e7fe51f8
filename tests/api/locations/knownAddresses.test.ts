import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyLocations } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { clearCepCache } from '../../../server/modules/locations/service';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

// Londrina (PR): CEPs the demo data does not use.
const LONDRINA = 4113700;
const KNOWN_BY_BOTH = '86020000';
const KNOWN_BY_SECOND = '86010000';
const KNOWN_BY_FIRST_ONLY = '86015000';

let t: TestApp;
let firstToken = '';
let secondToken = '';

const address = (companyId: number, zipCode: string, addressName: string, createdAt: string) => ({
  companyId,
  ownerKind: 'insured',
  ownerId: 999_000 + companyId,
  zipCode,
  addressName,
  number: '1000',
  complement: 'Sala 5',
  neighborhood: 'Centro',
  stateProvinceId: 41,
  cityId: LONDRINA,
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  t = await createTestApp();
  const first = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  const second = await companyIdOf(t.db, SECOND_COMPANY_KEY);
  await t.db
    .insert(partyLocations)
    .values([
      address(first, KNOWN_BY_BOTH, 'Avenida Higienópolis (antigo)', '2025-01-10T10:00:00Z'),
      address(first, KNOWN_BY_BOTH, 'Avenida Higienópolis', '2026-02-10T10:00:00Z'),
      address(first, KNOWN_BY_FIRST_ONLY, 'Rua Sergipe', '2026-02-10T10:00:00Z'),
      address(second, KNOWN_BY_BOTH, 'Endereço do segundo tenant', '2026-03-10T10:00:00Z'),
      address(second, KNOWN_BY_SECOND, 'Rua Pernambuco', '2026-03-10T10:00:00Z'),
    ]);
  firstToken = (await tokensFor(t.app, 'corretor')).access_token;
  secondToken = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
});
afterAll(() => t.close());

const search = async (cep: string, token: string, app: FastifyInstance = t.app) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/Location/SearchCEP?cep=${cep}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response;
};

describe('Location/SearchCEP with addresses already known', () => {
  it("answers street, neighbourhood and city of the tenant's most recent address at the CEP", async () => {
    expect(await search('86020-000', firstToken)).toEqual({
      ZipCode: KNOWN_BY_BOTH,
      FormattedZipCode: '86020-000',
      AddressName: 'Avenida Higienópolis',
      Neighborhood: 'Centro',
      // The number's complement belongs to that party, not to the CEP.
      Complement: null,
      CityId: LONDRINA,
      CityName: 'Londrina',
      StateProvinceId: 41,
      StateName: 'Paraná',
      StateAbbreviation: 'PR',
      Source: 'known',
    });
    expect(await search(KNOWN_BY_BOTH, secondToken)).toMatchObject({
      AddressName: 'Endereço do segundo tenant',
      Source: 'known',
    });
  });

  it("never answers another tenant's address", async () => {
    expect(await search(KNOWN_BY_SECOND, firstToken)).toMatchObject({
      AddressName: null,
      CityId: null,
      StateProvinceId: 41,
      Source: 'offline',
    });
    expect(await search(KNOWN_BY_FIRST_ONLY, secondToken)).toMatchObject({
      AddressName: null,
      Source: 'offline',
    });
    expect(JSON.stringify(await search(KNOWN_BY_FIRST_ONLY, secondToken))).not.toContain('Sergipe');
  });

  describe('with an external provider', () => {
    let provider: Server;
    let app: FastifyInstance;
    beforeAll(async () => {
      provider = createServer((request, response) => {
        const cep = request.url?.split('/')[2] ?? '';
        response.setHeader('content-type', 'application/json');
        if (cep === KNOWN_BY_BOTH) {
          response.end(
            JSON.stringify({
              logradouro: 'Avenida Higienópolis - de 1001 ao fim',
              bairro: 'Jardim Higienópolis',
              localidade: 'Londrina',
              uf: 'PR',
              ibge: String(LONDRINA),
            }),
          );
        } else response.end(JSON.stringify({ erro: true }));
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      clearCepCache();
      app = await t.variant({ cepProviderUrl: `${base}/ws/{cep}/json/` });
    });
    afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

    it('prefers the provider when it answers and falls back to the known address otherwise', async () => {
      expect(await search(KNOWN_BY_BOTH, firstToken, app)).toMatchObject({
        AddressName: 'Avenida Higienópolis - de 1001 ao fim',
        Neighborhood: 'Jardim Higienópolis',
        CityId: LONDRINA,
        Source: 'provider',
      });
      expect(await search(KNOWN_BY_FIRST_ONLY, firstToken, app)).toMatchObject({
        AddressName: 'Rua Sergipe',
        CityId: LONDRINA,
        Source: 'known',
      });
      expect(await search(KNOWN_BY_FIRST_ONLY, secondToken, app)).toMatchObject({
        AddressName: null,
        Source: 'offline',
      });
    });
  });
});
