import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beneficiary } from '../../../domain/beneficiaries';
import { beneficiariosProvider } from '../../../resources/beneficiarios/beneficiariosDataProvider';
import { BeneficiarySearchPanel } from '../../../resources/beneficiarios/BeneficiarySearchPanel';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, analista, assessor, renderInAdmin } from '../shell/fixtures';
import { envelope, failure, locationGateway } from './renderParties';

const curitiba: Beneficiary = {
  Id: 1,
  UniqueId: 'c0000000-0000-4000-8000-000000000001',
  Name: 'Município de Curitiba',
  CpfCnpj: '76417005000186',
  DocumentType: 'cnpj',
  IsPF: false,
  MainLocation: {
    Id: 11,
    UniqueId: 'd0000000-0000-4000-8000-000000000011',
    ZipCode: '80530908',
    AddressName: 'Avenida Cândido de Abreu',
    Number: '817',
    Complement: null,
    Neighborhood: 'Centro Cívico',
    StateProvinceId: 41,
    StateName: 'Paraná',
    StateAbbreviation: 'PR',
    CityId: 4106902,
    CityName: 'Curitiba',
    IsMain: true,
  },
  Locations: [],
};
curitiba.Locations = [curitiba.MainLocation!];

const claimant: Beneficiary = {
  Id: 2,
  UniqueId: 'c0000000-0000-4000-8000-000000000002',
  Name: 'Maria Aparecida dos Santos',
  CpfCnpj: '52998224725',
  DocumentType: 'cpf',
  IsPF: true,
  MainLocation: null,
  Locations: [],
};

const posted: { url: string; body: unknown }[] = [];
/** Every SearchBeneficiary query; the gateway answers by name, reversed when sorted DESC. */
let searches: URLSearchParams[] = [];
const lastSearch = () => Object.fromEntries(searches[searches.length - 1]);

const gateway = (registered: Beneficiary) => {
  const locations = locationGateway({
    '01310100': () =>
      envelope({
        ZipCode: '01310100',
        FormattedZipCode: '01310-100',
        AddressName: 'Avenida Paulista',
        Neighborhood: 'Bela Vista',
        Complement: null,
        CityId: 3550308,
        CityName: 'São Paulo',
        StateProvinceId: 35,
        StateName: 'São Paulo',
        StateAbbreviation: 'SP',
        Source: 'provider',
      }),
  });
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.toLowerCase();
    if (path.endsWith('/beneficiary/searchbeneficiary')) {
      searches.push(url.searchParams);
      const text = (url.searchParams.get('TextSearch') ?? '').toLowerCase();
      const found = [curitiba, claimant].filter((item) => item.Name.toLowerCase().includes(text));
      return envelope(url.searchParams.get('sortOrder') === 'DESC' ? found.reverse() : found);
    }
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push({ url: path, body });
      if (path.endsWith('/validatebeneficiarybydocument')) {
        return body.Name
          ? envelope({ CanUse: true, Reasons: [], Beneficiary: registered })
          : envelope({ CanUse: true, Reasons: [], Beneficiary: null });
      }
      if (path.endsWith('/savebeneficiarylocation')) {
        if (body.Location.Number === '0')
          return failure(400, ['Número: informe um número válido.']);
        const saved = {
          ...curitiba.MainLocation!,
          ...body.Location,
          Id: 99,
          StateName: 'São Paulo',
          StateAbbreviation: 'SP',
          CityName: 'São Paulo',
          IsMain: true,
        };
        return envelope({ ...registered, MainLocation: saved, Locations: [saved] });
      }
    }
    return locations(input);
  });
};

beforeEach(() => {
  posted.length = 0;
  searches = [];
});
afterEach(() => vi.unstubAllGlobals());

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
};

/** With the portal's own access rules: the tab's List asks canAccess for `beneficiarios` list. */
const renderPanel = (signedIn: SessionUserInfo = admin) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <BeneficiarySearchPanel />
        <Where />
      </ModalProvider>,
      signedIn,
      '/segurados?aba=beneficiarios',
      createDataProvider([beneficiariosProvider]),
    ),
  );

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('BeneficiarySearchPanel', () => {
  it('lists beneficiaries with the document masked and the main address, and searches', async () => {
    vi.stubGlobal('fetch', gateway(claimant));
    const user = userEvent.setup();
    renderPanel(analista);
    const row = (await screen.findByText('Município de Curitiba')).closest('tr') as HTMLElement;
    expect(within(row).getByText('76.417.005/0001-86')).toBeTruthy();
    expect(within(row).getByText('Avenida Cândido de Abreu, 817')).toBeTruthy();
    expect(within(row).getByText('Centro Cívico - Curitiba/PR - CEP 80530-908')).toBeTruthy();
    expect(within(row).getByText('Pessoa jurídica')).toBeTruthy();
    const other = screen.getByText('Maria Aparecida dos Santos').closest('tr') as HTMLElement;
    expect(within(other).getByText('529.982.247-25')).toBeTruthy();
    expect(within(other).getByText('Sem endereço cadastrado')).toBeTruthy();
    // A view-only user cannot register.
    expect(screen.queryByRole('button', { name: 'Cadastrar beneficiário' })).toBeNull();
    expect(screen.getByText('1-2 de 2')).toBeTruthy();
    expect(lastSearch()).toEqual({ sortField: 'Name', sortOrder: 'ASC' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nome ou CPF/CNPJ' }), 'maria');
    await waitFor(() => expect(screen.queryByText('Município de Curitiba')).toBeNull());
    expect(screen.getByText('Maria Aparecida dos Santos')).toBeTruthy();
    expect(lastSearch()).toEqual({ TextSearch: 'maria', sortField: 'Name', sortOrder: 'ASC' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nome ou CPF/CNPJ' }), 'x');
    expect(await screen.findByText('Nenhum beneficiário encontrado para esta busca.')).toBeTruthy();
    // not sent to /access-denied: the list's rule (the gateway's SearchBeneficiary) lets in
    // whoever may open /segurados, the tab's screen
    expect(screen.getByTestId('location').textContent).toBe('/segurados?aba=beneficiarios');
  });

  it('sends a user its list rule refuses to the access-denied page', async () => {
    vi.stubGlobal('fetch', gateway(claimant));
    renderPanel(assessor);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/access-denied'));
  });

  it('sorts on the gateway: a click on Nome asks for it descending', async () => {
    vi.stubGlobal('fetch', gateway(claimant));
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Município de Curitiba');
    expect(names()[0]).toMatch(/^Município de Curitiba/);
    const header = screen.getByRole('columnheader', { name: /^Nome/ });
    await user.click(within(header).getByText('Nome'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ sortField: 'Name', sortOrder: 'DESC' }),
    );
    await waitFor(() => expect(names()[0]).toMatch(/^Maria Aparecida dos Santos/));
    // the address has no order on the gateway: its header is not a sort button
    const address = screen.getByRole('columnheader', { name: 'Endereço principal' });
    expect(within(address).queryByRole('button')).toBeNull();
  });

  it('registers a beneficiary by document and name, then its address found by CEP', async () => {
    const registered: Beneficiary = {
      ...claimant,
      Id: 3,
      UniqueId: 'c0000000-0000-4000-8000-000000000003',
      Name: 'João Batista Ferreira',
      CpfCnpj: '11144477735',
    };
    vi.stubGlobal('fetch', gateway(registered));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar beneficiário' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(2);
    const document = within(dialog).getByRole('textbox', { name: /^CPF\/CNPJ/ });
    await user.type(document, '11144477735');
    expect((document as HTMLInputElement).value).toBe('111.444.777-35');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nome/ }),
      'João Batista Ferreira',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(
      await screen.findByText(
        'Beneficiário João Batista Ferreira cadastrado. Informe agora o endereço.',
      ),
    ).toBeTruthy();
    expect(posted.map((call) => call.body)).toEqual([
      { Document: '11144477735' },
      { Document: '11144477735', Name: 'João Batista Ferreira' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    const addresses = await screen.findByRole('dialog', { name: 'Endereços do beneficiário' });
    await user.click(within(addresses).getByRole('button', { name: 'Adicionar endereço' }));
    const cep = await screen.findByRole('textbox', { name: /^CEP/ });
    await user.type(cep, '01310100');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Logradouro/ }) as HTMLInputElement).value).toBe(
        'Avenida Paulista',
      ),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Cidade/ }) as HTMLInputElement).value).toBe(
        'São Paulo',
      ),
    );
    const number = screen.getByRole('textbox', { name: /^Número/ });
    await user.type(number, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Número: informe um número válido.')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '1578');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByText('Bela Vista - São Paulo/SP - CEP 01310-100')).toBeTruthy(),
    );
    expect(posted.at(-1)).toEqual({
      url: '/api/beneficiary/savebeneficiarylocation',
      body: {
        BeneficiaryUniqueId: registered.UniqueId,
        Location: {
          ZipCode: '01310100',
          AddressName: 'Avenida Paulista',
          Number: '1578',
          Complement: null,
          Neighborhood: 'Bela Vista',
          StateProvinceId: 35,
          CityId: 3550308,
          IsMain: false,
        },
      },
    });
  });
});
