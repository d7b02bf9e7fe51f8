import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrokerDetail, BrokerListItem } from '../../../domain/brokers';
import * as api from '../../../resources/corretores/brokersApi';
import type { SessionUserInfo } from '../../../src/providers/types';
import { BrokerList } from '../../../resources/corretores/BrokerList';
import { BrokerShow } from '../../../resources/corretores/BrokerShow';
import { OwnBrokerPage } from '../../../resources/corretores/OwnBrokerPage';
import { ModalProvider } from '../../../src/components';
import { admin, analista, corretor, renderInAdmin } from '../shell/fixtures';

vi.mock('../../../resources/corretores/brokersApi', async (original) => ({
  ...(await original<typeof import('../../../resources/corretores/brokersApi')>()),
  searchBrokers: vi.fn(),
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

describe('/corretores', () => {
  it('lists the brokers with their flags and lets a manager register one', async () => {
    mocked.searchBrokers.mockResolvedValue([
      item({}),
      item({
        Id: 2,
        UniqueId: '00000000-0000-4000-8000-000000000002',
        Name: 'Atlântica Corretora de Seguros Ltda.',
        WaitingValidation: true,
        RegistrationStatus: 'pending',
        HasPendingDocuments: true,
      }),
    ]);
    render(portalAt('/corretores', admin));
    const row = (await screen.findByText('Atlântica Corretora de Seguros Ltda.')).closest('tr');
    expect(within(row as HTMLElement).getByText('Aguardando validação')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Documentos pendentes')).toBeTruthy();
    expect(screen.getAllByText('45.812.093/0001-18')).toHaveLength(2);
    // the list was read inside the loading modal (Aguarde), which hides the page while open
    await waitFor(() => expect(screen.queryByText('Aguarde')).toBeNull());
    expect(await screen.findByRole('link', { name: /Cadastrar corretora/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Buscar por razão social/), '45.812.093');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(mocked.searchBrokers).toHaveBeenLastCalledWith({ searchValue: '45.812.093' }),
    );
  });

  it('hides the registration button from a viewer', async () => {
    mocked.searchBrokers.mockResolvedValue([item({})]);
    render(portalAt('/corretores', analista));
    await waitFor(() => expect(screen.queryByText('Aguarde')).toBeNull());
    expect(
      await screen.findByRole('link', { name: 'Prime Corretora de Seguros Ltda.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Cadastrar corretora/ })).toBeNull();
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
