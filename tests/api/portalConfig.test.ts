import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME } from '../../server/db/seed/demoUsers';
import { SECOND_COMPANY_KEY, SECOND_DNS } from './support/secondTenant';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const portalConfig = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/Application/GetPortalConfig${query}`, headers });

describe('GetPortalConfig', () => {
  it('answers the demo tenant for localhost without a token', async () => {
    const response = await portalConfig('?dns=localhost&redirectUrl=http://localhost/login');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Response: {
        companyKey: 'aval-demo',
        companyName: DEMO_COMPANY_NAME,
        dns: 'localhost',
        maintenance: false,
        maintenanceMessage: null,
        warnMaintenance: false,
        kanbanUrl: '/kanban-api',
        hubUrl: '/hub',
        layout: {
          common: {
            primaryColor: '#0e65a5',
            figureColor: '#0e65a5',
            lineColor: '#ff9f43',
            FontFamily: 'Montserrat',
            FontFamilyUrl: null,
          },
          theme: 'default',
        },
      },
      Errors: [],
    });
  });

  it('answers 127.0.0.1, a host with a port and any letter case', async () => {
    for (const dns of ['127.0.0.1', 'LocalHost:8080', '127.0.0.1:5173']) {
      const response = await portalConfig(`?dns=${encodeURIComponent(dns)}`);
      expect(response.statusCode, dns).toBe(200);
      expect(response.json().Response.companyKey).toBe('aval-demo');
    }
  });

  it('answers each tenant its own configuration', async () => {
    const response = await portalConfig(`?dns=${SECOND_DNS}`);
    expect(response.json().Response).toMatchObject({
      companyKey: SECOND_COMPANY_KEY,
      layout: { common: { primaryColor: '#2e7d32' }, theme: 'dark' },
    });
  });

  it('falls back on the Host header when no dns is given', async () => {
    const response = await portalConfig('', { host: `${SECOND_DNS}:8080` });
    expect(response.json().Response.companyKey).toBe(SECOND_COMPANY_KEY);
  });

  it('answers 404 naming an unknown address', async () => {
    const response = await portalConfig('?dns=desconhecida.example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['Nenhuma seguradora configurada para o endereço desconhecida.example.com.'],
    });
  });
});
