import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsuredSummary } from '../../../domain/insureds';
import { beneficiariosProvider } from '../../../resources/beneficiarios/beneficiariosDataProvider';
import { InsuredList } from '../../../resources/segurados/InsuredList';
import { seguradosProvider } from '../../../resources/segurados/seguradosDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const prefeitura = insuredDetail({
  MainLocation: {
    Id: 1,
    UniqueId: 'l1',
    ZipCode: '01002900',
    AddressName: 'Viaduto do Chá',
    Number: '15',
    Complement: null,
    Neighborhood: 'Centro',
    StateProvinceId: 35,
    StateName: 'São Paulo',
    StateAbbreviation: 'SP',
    CityId: 3550308,
    CityName: 'São Paulo',
    IsMain: true,
  },
});
const horizonte = insuredDetail({
  Id: 8,
  UniqueId: '8b1d5c1e-0000-4000-8000-000000000008',
  Name: 'Construtora Horizonte Azul Ltda.',
  NomeSocial: 'Horizonte Azul',
  CpfCnpj: '41739658000100',
  IsPrivate: true,
  BranchLabel: 'Setor privado (0776)',
  IsBlocked: true,
});
const rows: InsuredSummary[] = [horizonte, prefeitura];

const json = (response: unknown) =>
  new Response(JSON.stringify({ Response: response, Errors: [] }), {
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The gateway: SearchInsureds filters by name (reversed when sorted DESC, 45 in all) and
 * SearchBeneficiary answers nobody; every search's query is kept.
 */
let insuredSearches: URLSearchParams[] = [];
let beneficiarySearches: URLSearchParams[] = [];
beforeEach(() => {
  insuredSearches = [];
  beneficiarySearches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const query = url.searchParams;
      if (url.pathname.toLowerCase().endsWith('/beneficiary/searchbeneficiary')) {
        beneficiarySearches.push(query);
        return json([]);
      }
      insuredSearches.push(query);
      const name = (query.get('InsuredName') ?? '').toLowerCase();
      const found = rows.filter((row) => row.Name.toLowerCase().includes(name));
      return json({
        Data: query.get('sortOrder') === 'DESC' ? [...found].reverse() : found,
        PageResult: {
          CurrentPage: Number(query.get('currentPage')),
          RowsPerPage: Number(query.get('rowsPerPage')),
          TotalRows: found.length && 45,
          TotalPages: 3,
        },
      });
    }),
  );
});

const lastSearch = () => Object.fromEntries(insuredSearches[insuredSearches.length - 1]);

/** Where the router is, and a Back button as the browser's. */
const RouterProbe = () => {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Voltar (navegador)
      </button>
    </>
  );
};
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

const renderList = (path = '/segurados') =>
  render(
    renderInAdmin(
      <ModalProvider>
        <InsuredList />
        <RouterProbe />
      </ModalProvider>,
      admin,
      path,
      createDataProvider([seguradosProvider, beneficiariosProvider]),
    ),
  );

const names = () =>
  screen
    .getAllByRole('link', { name: /^Abrir / })
    .map((link) => link.textContent)
    .filter(Boolean);

const nameInput = () =>
  screen.getByRole('textbox', { name: 'Nome do segurado' }) as HTMLInputElement;

describe('the insured list', () => {
  it('lists the insured with masked document, address and the Bloqueado/Público chips', async () => {
    const user = userEvent.setup();
    renderList();
    const link = await screen.findByRole('link', {
      name: 'Abrir Prefeitura Municipal de São Paulo',
    });
    expect(link.getAttribute('href')).toBe('/segurado/7b1d5c1e-0000-4000-8000-000000000007');
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('46.395.000/0001-39')).toBeTruthy();
    expect(row.getByText('Centro - São Paulo/SP - CEP 01002-900')).toBeTruthy();
    expect(row.getByText('Público')).toBeTruthy();
    expect(row.queryByText('Bloqueado')).toBeNull();
    const blocked = within(screen.getByText('Horizonte Azul').closest('tr') as HTMLElement);
    expect(blocked.getByText('Bloqueado')).toBeTruthy();
    expect(blocked.getByText('Privado')).toBeTruthy();
    expect(blocked.getByText('Sem endereço')).toBeTruthy();
    expect(screen.getByText('1-20 de 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo segurado' })).toBeTruthy();
    expect(lastSearch()).toEqual({
      currentPage: '1',
      rowsPerPage: '20',
      sortField: 'Name',
      sortOrder: 'ASC',
    });
    // a click anywhere on the row opens the insured, as its link does
    await user.click(blocked.getByText('41.739.658/0001-00'));
    await waitFor(() => expect(location()).toBe('/segurado/8b1d5c1e-0000-4000-8000-000000000008'));
  });

  it('searches by name and by the document without its mask, under the spec names', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Construtora Horizonte Azul Ltda.');
    await user.type(nameInput(), ' prefeitura ');
    const document = screen.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement;
    await user.type(document, '46395000');
    expect(document.value).toBe('463.950.00');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        InsuredName: 'prefeitura',
        InsuredDocument: '46395000',
        currentPage: '1',
      }),
    );
    await waitFor(() => expect(names()).toEqual(['Prefeitura Municipal de São Paulo']));
    await user.clear(nameInput());
    await user.type(nameInput(), 'nenhum');
    expect(await screen.findByText('Nenhum segurado encontrado com estes filtros.')).toBeTruthy();
  });

  it('sorts on the gateway: Nome descending, then CPF/CNPJ', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Construtora Horizonte Azul Ltda.');
    expect(names()[0]).toBe('Construtora Horizonte Azul Ltda.');
    const nameHeader = screen.getByRole('columnheader', { name: /^Nome/ });
    await user.click(within(nameHeader).getByText('Nome'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ sortField: 'Name', sortOrder: 'DESC' }),
    );
    await waitFor(() => expect(names()[0]).toBe('Prefeitura Municipal de São Paulo'));
    const documentHeader = screen.getByRole('columnheader', { name: /^CPF\/CNPJ/ });
    await user.click(within(documentHeader).getByText('CPF/CNPJ'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ sortField: 'CpfCnpj', sortOrder: 'ASC' }),
    );
    expect(location()).toContain('sort=CpfCnpj');
  });

  it('opens on the filter, page and sort of its URL', async () => {
    renderList(
      `/segurados?filter=${encodeURIComponent('{"InsuredName":"pref"}')}&page=2&perPage=10&sort=CpfCnpj&order=DESC`,
    );
    await screen.findByText('Prefeitura Municipal de São Paulo');
    expect(lastSearch()).toEqual({
      InsuredName: 'pref',
      currentPage: '2',
      rowsPerPage: '10',
      sortField: 'CpfCnpj',
      sortOrder: 'DESC',
    });
    expect(nameInput().value).toBe('pref');
  });

  it('keeps the insured search across the Beneficiários tab, and Back returns to it', async () => {
    const user = userEvent.setup();
    renderList(`/segurados?filter=${encodeURIComponent('{"InsuredName":"pref"}')}`);
    await screen.findByText('Prefeitura Municipal de São Paulo');
    await user.click(screen.getByRole('tab', { name: 'Beneficiários' }));
    await waitFor(() => expect(beneficiarySearches).toHaveLength(1));
    expect(location()).toBe('/segurados?aba=beneficiarios');
    expect(screen.queryByRole('textbox', { name: 'Nome do segurado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo segurado' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Voltar (navegador)' }));
    await waitFor(() => expect(nameInput().value).toBe('pref'));
    expect(location()).toContain('"InsuredName":"pref"');
    expect(lastSearch()).toMatchObject({ InsuredName: 'pref' });

    // the tab itself brings the search back from the store, not only Back
    await user.click(screen.getByRole('tab', { name: 'Beneficiários' }));
    await screen.findByRole('textbox', { name: 'Buscar por nome ou CPF/CNPJ' });
    await user.click(screen.getByRole('tab', { name: 'Segurados' }));
    await waitFor(() => expect(location()).toContain('"InsuredName":"pref"'));
    expect(nameInput().value).toBe('pref');
  });

  it('keeps the beneficiaries search in the store, the URL holding only the tab', async () => {
    const user = userEvent.setup();
    renderList('/segurados?aba=beneficiarios');
    const search = await screen.findByRole('textbox', { name: 'Buscar por nome ou CPF/CNPJ' });
    await user.type(search, 'curitiba');
    await waitFor(() =>
      expect(Object.fromEntries(beneficiarySearches[beneficiarySearches.length - 1])).toEqual({
        TextSearch: 'curitiba',
        sortField: 'Name',
        sortOrder: 'ASC',
      }),
    );
    expect(location()).toBe('/segurados?aba=beneficiarios');
    await user.click(screen.getByRole('tab', { name: 'Segurados' }));
    await screen.findByText('Prefeitura Municipal de São Paulo');
    await user.click(screen.getByRole('tab', { name: 'Beneficiários' }));
    expect(
      (
        (await screen.findByRole('textbox', {
          name: 'Buscar por nome ou CPF/CNPJ',
        })) as HTMLInputElement
      ).value,
    ).toBe('curitiba');
  });
});
