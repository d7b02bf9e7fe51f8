import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicySummary } from '../../../domain/contracts/policies';
import { captureDownloads, csvLines } from '../export/captureDownloads';
import { type GatewayCall, stubGateway } from '../propostas/proposalFixtures';
import { admin, analista, corretor } from '../shell/fixtures';
import { POLICY_ID, policyBrief, policySummary, renderPolicyRoutes } from './policyFixtures';

const downloads = captureDownloads();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows: PolicySummary[] = [
  policySummary(),
  policySummary({
    Id: 102,
    UniqueId: '8c2e4f6a-0000-4000-8000-000000000102',
    PolicyNumber: '0775.26.000102-2',
    StatusId: 3,
    StatusName: 'Cancelada',
    PolicyHolderName: 'Pavimentadora Rio Claro Ltda.',
    PolicyHolderDocument: '11222333000181',
    InsuredAmountValue: '250000.50',
  }),
  policySummary({
    Id: 103,
    UniqueId: '8c2e4f6a-0000-4000-8000-000000000103',
    PolicyNumber: '0775.26.000103-0',
    StatusId: 1,
    StatusName: '',
    PolicyHolderName: 'Engenharia Serra Azul S.A.',
  }),
];

const page = { CurrentPage: 1, RowsPerPage: 20, TotalRows: 3, TotalPages: 1 };
let calls: GatewayCall[] = [];
beforeEach(() => {
  calls = stubGateway({
    'Policy/SearchPoliciesRelatedToLoggedUser': () => ({ Data: rows, PageResult: page }),
    'Policy/GetPolicyShortBrief': () => policyBrief(),
    'Policy/GetHistory': () => [],
  });
});

const searches = () =>
  calls.filter((call) => call.path === 'Policy/SearchPoliciesRelatedToLoggedUser');
const lastSearch = () => searches()[searches().length - 1].query;
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const colourOf = (row: HTMLElement, label: string) =>
  within(row).getByText(label).closest('[data-color]')?.getAttribute('data-color');

describe('the policy list', () => {
  it('lists the policies with their status in the spec colours, IS in BRL and the term', async () => {
    renderPolicyRoutes(corretor, '/apolices');
    const issued = await rowOf('Construtora Alvorada Ltda.');
    expect(
      within(issued)
        .getByRole('link', { name: /0775\.26\.000101-4/ })
        .getAttribute('href'),
    ).toBe(`/apolice/${POLICY_ID}`);
    expect(colourOf(issued, 'Emitida')).toBe('green');
    expect(within(issued).getByText('Prefeitura Municipal de São Paulo')).toBeTruthy();
    expect(within(issued).getByText('Licitante')).toBeTruthy();
    expect(within(issued).getByText('Prime Corretora de Seguros Ltda.')).toBeTruthy();
    expect(within(issued).getByText('R$ 1.000.000,00')).toBeTruthy();
    expect(within(issued).getByText('01/02/2026')).toBeTruthy();
    expect(within(issued).getByText('31/07/2026')).toBeTruthy();
    expect(colourOf(await rowOf('Pavimentadora Rio Claro Ltda.'), 'Cancelada')).toBe('danger');
    // no name in the answer: the status's own label, in its colour
    expect(colourOf(await rowOf('Engenharia Serra Azul S.A.'), 'Aguardando Emissão')).toBe('blue');
    expect(lastSearch()).toEqual({
      currentPage: '1',
      rowsPerPage: '20',
      sortField: 'IssuedAt',
      sortOrder: 'DESC',
    });
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeTruthy();
  });

  it('sends every filter under the spec name, documents without their mask, and keeps them in the URL', async () => {
    const filter = {
      policyNumber: '0775.26',
      policyHolderName: 'alvorada',
      policyHolderDocument: '12.845.037/0001-90',
      insuredName: 'prefeitura',
      insuredDocument: '46.395.000',
      statusId: 2,
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      brokerName: 'prime',
      brokerDocument: '45.812.093/0001-55',
      enableToSteppin: 'true',
      enableToMonitoring: 'false',
      enableToBigRisk: 'true',
    };
    renderPolicyRoutes(
      admin,
      `/apolices?filter=${encodeURIComponent(JSON.stringify(filter))}&page=2&perPage=10&sort=InsuredAmountValue&order=ASC`,
    );
    await screen.findByText('Construtora Alvorada Ltda.');
    // the search the URL asked for; react-admin then moves to page 1, the fixture's rows
    // fitting on one page
    expect(searches()[0].query).toEqual({
      policyNumber: '0775.26',
      policyHolderName: 'alvorada',
      policyHolderDocument: '12845037000190',
      insuredName: 'prefeitura',
      insuredDocument: '46395000',
      statusId: '2',
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      brokerName: 'prime',
      brokerDocument: '45812093000155',
      enableToSteppin: 'true',
      enableToMonitoring: 'false',
      enableToBigRisk: 'true',
      currentPage: '2',
      rowsPerPage: '10',
      sortField: 'InsuredAmountValue',
      sortOrder: 'ASC',
    });
  });

  it('filters as the user types and sorts by a header, both in the URL', async () => {
    const user = userEvent.setup();
    renderPolicyRoutes(analista, '/apolices');
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.type(screen.getByRole('textbox', { name: 'Nº da apólice' }), '000101');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ policyNumber: '000101', currentPage: '1' }),
    );
    await waitFor(() => expect(location()).toContain('"policyNumber":"000101"'));
    await user.type(screen.getByRole('textbox', { name: 'Tomador' }), 'alvorada');
    await waitFor(() => expect(lastSearch()).toMatchObject({ policyHolderName: 'alvorada' }));

    const header = screen.getByRole('columnheader', { name: /^Segurado/ });
    await user.click(within(header).getByText('Segurado'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ sortField: 'InsuredName', sortOrder: 'ASC' }),
    );
    expect(location()).toContain('sort=InsuredName');
  });

  it('offers the other filters under "Adicionar filtro": a flag as Sim / Não', async () => {
    const user = userEvent.setup();
    renderPolicyRoutes(admin, '/apolices');
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.click(screen.getByRole('button', { name: 'Adicionar filtro' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Grande risco' }));
    await user.click(await screen.findByRole('combobox', { name: 'Grande risco' }));
    await user.click(await screen.findByRole('option', { name: 'Sim' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ enableToBigRisk: 'true' }));
    expect(location()).toContain('"enableToBigRisk":"true"');
  });

  it('opens the policy on a row click', async () => {
    const user = userEvent.setup();
    renderPolicyRoutes(corretor, '/apolices');
    await user.click(await screen.findByText('Construtora Alvorada Ltda.'));
    await waitFor(() => expect(location()).toBe(`/apolice/${POLICY_ID}`));
    expect(
      await screen.findByRole('heading', { name: 'Apólice nº 0775.26.000101-4' }),
    ).toBeTruthy();
  });

  it('exports the matching policies as a Brazilian CSV', async () => {
    const user = userEvent.setup();
    renderPolicyRoutes(corretor, '/apolices');
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ filename, blob }] = downloads;
    expect(filename).toMatch(/^apolices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(blob);
    expect(lines[0]).toBe(
      '\uFEFFNº da apólice;Status;Tomador;CPF/CNPJ do tomador;Segurado;CPF/CNPJ do segurado;Modalidade;Corretor;Início;Fim;IS;Prêmio;Emitida em',
    );
    expect(lines[1]).toBe(
      '0775.26.000101-4;Emitida;Construtora Alvorada Ltda.;12.845.037/0001-90;Prefeitura Municipal de São Paulo;46.395.000/0001-39;Licitante;Prime Corretora de Seguros Ltda.;01/02/2026;31/07/2026;1.000.000,00;2.465,75;30/01/2026',
    );
    expect(lines[2]).toMatch(
      /^0775\.26\.000102-2;Cancelada;Pavimentadora Rio Claro Ltda\.;11\.222\.333\/0001-81;.*;250\.000,50;/,
    );
    expect(lines[3]).toMatch(/^0775\.26\.000103-0;Aguardando Emissão;/);
  });

  it('says "de mais de 10.000" when the gateway stopped counting', async () => {
    calls = stubGateway({
      'Policy/SearchPoliciesRelatedToLoggedUser': () => ({
        Data: rows,
        PageResult: { ...page, TotalRows: 10000, TotalPages: 500, TotalRowsIsCapped: true },
      }),
    });
    renderPolicyRoutes(admin, '/apolices');
    expect(await screen.findByText('1-20 de mais de 10.000')).toBeTruthy();
  });
});
