import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrokerDetail, BrokerListItem } from '../../../domain/brokers';
import * as api from '../../../resources/corretores/brokersApi';
import type { SessionUserInfo } from '../../../src/providers/types';
import { BrokerList } from '../../../resources/corretores/BrokerList';
import { corretoresProvider } from '../../../resources/corretores/corretoresDataProvider';
import { BrokerShow } from '../../../resources/corretores/BrokerShow';
import { OwnBrokerPage } from '../../../resources/corretores/OwnBrokerPage';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, analista, corretor, renderInAdmin } from '../shell/fixtures';

vi.mock('../../../resources/corretores/brokersApi', async (original) => ({
  ...(await original<typeof import('../../../resources/corretores/brokersApi')>()),
  getBroker: vi.fn(),
  getCurrentBroker: vi.fn(),
  getBrokerStatus: vi.fn(),
  getBanks: vi.fn(),
  getBrokerFinancialData: vi.fn(),
  toggleBrokerBlocked: vi.fn(),
  updateBroker: vi.fn(),
}));

const mocked = vi.mocked(api);

const portalAt = (path: string, signedIn: SessionUserInfo) => {
  const routes: [string, ReactElement][] = [
    ['/corretores', <BrokerList key="list" />],
    ['/corretor/:corretorUniqueId', <BrokerShow key="show" />],
    ['/corretor', <OwnBrokerPage key="own" />],
  ];
  return renderInAdmin(
    <ModalProvider>
      <Routes>
        {routes.map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
      </Routes>
    </ModalProvider>,
    signedIn,
    path,
    createDataProvider([corretoresProvider]),
  );
};

afterEach(cleanup);
beforeEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
  mocked.getBanks.mockResolvedValue([]);
});

const item = (fields: Partial<BrokerListItem>): BrokerListItem => ({
  Id: 1,
  UniqueId: '00000000-0000-4000-8000-000000000001',
  Name: 'Prime Corretora de Seguros Ltda.',
  Cnpj: '45812093000118',
  SusepCode: '202031234567890',
  Email: 'contato@primecorretora.com.br',
  Phone: '3132145600',
  CreatedAt: '2026-01-10T12:00:00.000Z',
  IsBlocked: false,
  RegistrationStatus: 'active',
  HasPendingDocuments: false,
  HasPendingComplianceValidation: false,
  WaitingValidation: false,
  ...fields,
});

const detail = (fields: Partial<BrokerDetail> = {}): BrokerDetail => ({
  ...item({}),
  BankId: '341',
  BankName: 'Itaú Unibanco S.A.',
  BankAccountTypeId: 1,
  BankBranchNumber: '3012',
  BankBranchDigit: null,
  BankAccountNumber: '45871',
  BankAccountDigit: '3',
  Socios: [{ Name: 'Ricardo Menezes Prado', Cpf: '31804752600', ParticipationPercentage: '60.00' }],
  Version: 1,
  ...fields,
});

/** The gateway's GetSearchBrokers, answering `brokers` whole; each query is kept. */
let searches: URLSearchParams[] = [];
const stubSearch = (brokers: BrokerListItem[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      searches.push(url.searchParams);
      return new Response(JSON.stringify({ Response: { Data: brokers }, Errors: [] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
const lastSearch = () => Object.fromEntries(searches[searches.length - 1]);

/** The rows on screen once the loading modal, which hides the page while open, is gone. */
const shown = async (name: string) => {
  // a whole list of rows takes a while to lay out when the suite runs in parallel
  await screen.findByText(name, {}, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Aguarde')).toBeNull(), { timeout: 5000 });
  // the modal's closing transition keeps the page aria-hidden (and its clicks blocked) a while
  await waitFor(
    () => expect(document.querySelector('[aria-hidden="true"] [data-testid^="page-"]')).toBeNull(),
    { timeout: 5000 },
  );
};

/**
 * The names in the rows, in order. A CSS query rather than getAllByRole: computing every link's
 * accessible name costs seconds on a loaded machine, and waitFor would spend its whole time there.
 */
const names = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('tbody a[aria-label^="Abrir "]')]
    .map((link) => link.textContent)
    .filter(Boolean);

const atlantica = item({
  Id: 2,
  UniqueId: '00000000-0000-4000-8000-000000000002',
  Name: 'Atlântica Corretora de Seguros Ltda.',
  WaitingValidation: true,
  RegistrationStatus: 'pending',
  HasPendingDocuments: true,
});

describe('/corretores', () => {
  beforeEach(() => {
    searches = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists every broker with its flags, the full list read inside the loading modal', async () => {
    stubSearch([item({}), atlantica]);
    render(portalAt('/corretores', admin));
    const row = (await screen.findByText('Atlântica Corretora de Seguros Ltda.')).closest('tr');
    expect(within(row as HTMLElement).getByText('Aguardando validação')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Documentos pendentes')).toBeTruthy();
    expect(screen.getAllByText('45.812.093/0001-18')).toHaveLength(2);
    expect(screen.getByText('1-2 de 2')).toBeTruthy();
    // the list was read inside the loading modal (Aguarde), which hides the page while open
    await waitFor(() => expect(screen.queryByText('Aguarde')).toBeNull());
    expect(lastSearch()).toEqual({});
    expect(await screen.findByRole('link', { name: /Cadastrar corretora/ })).toBeTruthy();
  });

  it('a search sends searchValue with the spec flags', async () => {
    stubSearch([item({}), atlantica]);
    render(portalAt('/corretores', admin));
    await screen.findByText('Atlântica Corretora de Seguros Ltda.');
    await userEvent.type(screen.getByLabelText(/Buscar por razão social/), '45.812.093');
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        searchValue: '45.812.093',
        IgnoreInactive: 'true',
        IgnoreComplianceValidation: 'false',
        IgnorePendingDocuments: 'false',
      }),
    );
  });

  it('sorts and pages the whole list here: a click on Razão social turns it descending', async () => {
    const many = Array.from({ length: 25 }, (_, n) =>
      item({ Id: n + 1, UniqueId: `uid-${n + 1}`, Name: `Corretora ${n + 1}` }),
    );
    stubSearch(many);
    render(portalAt('/corretores', admin));
    await shown('Corretora 1');
    expect(screen.getByText('1-20 de 25')).toBeTruthy();
    expect(names().slice(0, 3)).toEqual(['Corretora 1', 'Corretora 2', 'Corretora 3']);
    const header = screen.getByRole('columnheader', { name: /^Razão social/ });
    await userEvent.click(within(header).getByText('Razão social'));
    await waitFor(() => expect(names()[0]).toBe('Corretora 25'), { timeout: 5000 });
    expect(lastSearch()).toEqual({});
  });

  it('opens on the filter, page and sort of its URL', async () => {
    const many = Array.from({ length: 12 }, (_, n) =>
      item({ Id: n + 1, UniqueId: `uid-${n + 1}`, Name: `Corretora ${n + 1}` }),
    );
    stubSearch(many);
    render(
      portalAt(
        `/corretores?filter=${encodeURIComponent('{"searchValue":"corretora"}')}&page=2&perPage=10&sort=Name&order=DESC`,
        admin,
      ),
    );
    await shown('Corretora 2');
    expect(names()).toEqual(['Corretora 2', 'Corretora 1']);
    expect(lastSearch()).toMatchObject({ searchValue: 'corretora' });
    expect(
      (screen.getByRole('textbox', { name: /Buscar por razão social/ }) as HTMLInputElement).value,
    ).toBe('corretora');
  });

  it('opens a broker from its name, and hides the registration button from a viewer', async () => {
    stubSearch([item({})]);
    mocked.getBroker.mockResolvedValue(detail());
    render(portalAt('/corretores', analista));
    await waitFor(() => expect(screen.queryByText('Aguarde')).toBeNull());
    const link = await screen.findByRole('link', {
      name: 'Abrir Prime Corretora de Seguros Ltda.',
    });
    expect(screen.queryByRole('link', { name: /Cadastrar corretora/ })).toBeNull();
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { name: 'Prime Corretora de Seguros Ltda.' }),
    ).toBeTruthy();
    expect(mocked.getBroker).toHaveBeenCalledWith(item({}).UniqueId);
  });
});

describe('/corretor/:corretorUniqueId', () => {
  it('blocks the broker only with a justification and the Version read', async () => {
    mocked.getBroker.mockResolvedValue(detail({ Version: 6 }));
    mocked.toggleBrokerBlocked.mockResolvedValue({ IsBlocked: true, Version: 2 });
    render(portalAt(`/corretor/${item({}).UniqueId}`, admin));
    expect(
      await screen.findByRole('heading', { name: 'Prime Corretora de Seguros Ltda.' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dados financeiros' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await within(dialog).findByText('Informe a justificativa.')).toBeTruthy();
    expect(mocked.toggleBrokerBlocked).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Justificativa/), 'SUSEP vencida');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(mocked.toggleBrokerBlocked).toHaveBeenCalledWith(
        item({}).UniqueId,
        'SUSEP vencida',
        6,
      ),
    );
  });

  it('loads the bank account of the Dados financeiros tab through GetBrokerFinancialData', async () => {
    mocked.getBroker.mockResolvedValue(detail({ BankAccountNumber: null }));
    mocked.getBrokerFinancialData.mockResolvedValue({
      BrokerUniqueId: item({}).UniqueId,
      BankId: '341',
      BankName: 'Itaú Unibanco S.A.',
      BankAccountTypeId: 1,
      BankAccountTypeName: 'Conta corrente',
      BankBranchNumber: '3012',
      BankBranchDigit: null,
      BankAccountNumber: '45871',
      BankAccountDigit: '3',
    });
    render(portalAt(`/corretor/${item({}).UniqueId}`, admin));
    await userEvent.click(await screen.findByRole('tab', { name: 'Dados financeiros' }));
    expect(await screen.findByText('Banco cadastrado: Itaú Unibanco S.A.')).toBeTruthy();
    expect(mocked.getBrokerFinancialData).toHaveBeenCalledWith(item({}).UniqueId);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Conta/ }) as HTMLInputElement).value).toBe(
        '45871',
      ),
    );
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });
});

describe('/corretor', () => {
  it('shows the broker its standing and its data', async () => {
    mocked.getCurrentBroker.mockResolvedValue(detail({ HasPendingDocuments: true }));
    mocked.getBrokerStatus.mockResolvedValue({
      ...item({ HasPendingDocuments: true }),
      CanOperate: true,
      Messages: ['Há documentos pendentes ou reprovados.'],
    });
    render(portalAt('/corretor', corretor));
    expect(await screen.findByText('Há documentos pendentes ou reprovados.')).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: /Razão social/ })) as HTMLInputElement).value,
    ).toBe('Prime Corretora de Seguros Ltda.');
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
  });
});
