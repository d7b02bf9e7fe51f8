import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyHolderDetail } from '../../../domain/policyHolders';
import { PolicyHolderShow } from '../../../resources/tomadores/PolicyHolderShow';
import { ModalProvider } from '../../../src/components';
import { Route, Routes } from 'react-router-dom';
import { tomadoresProvider } from '../../../resources/tomadores/tomadoresDataProvider';
import { propostasProvider } from '../../../resources/propostas/propostasDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { PROPOSAL_ID, proposalSummary } from '../propostas/proposalFixtures';
import { admin, analista, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({
  getPolicyHolder: vi.fn(),
  getPolicyHolderHistory: vi.fn(),
  textSearchPolicyHolders: vi.fn(async () => []),
  listBrokerOptions: vi.fn(async () => []),
  getPolicyHolderBranches: vi.fn(),
  validateHolderForProposal: vi.fn(),
}));
vi.mock('../../../resources/tomadores/policyHoldersApi', () => api);
const proposalsApi = vi.hoisted(() => ({ getProposals: vi.fn() }));
vi.mock('../../../resources/propostas/proposalsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...proposalsApi,
}));
vi.mock('../../../src/components/parties/RequestDocumentsPanel', () => ({
  RequestDocumentsPanel: ({ title }: { title: string }) => <p>{title}</p>,
}));

afterEach(cleanup);
beforeEach(() => {
  api.getPolicyHolder.mockReset();
  api.getPolicyHolderHistory.mockReset();
  api.getPolicyHolderBranches.mockReset();
  api.validateHolderForProposal.mockReset();
  proposalsApi.getProposals.mockReset();
});

const alvorada: PolicyHolderDetail = {
  Id: 1,
  UniqueId: '11111111-2222-4333-8444-555555555555',
  Name: 'Construtora Alvorada Ltda.',
  CpfCnpj: '12845037000190',
  IsActive: true,
  IsBlocked: true,
  IsRestrictiveBlocked: false,
  RiskClass: 'B',
  LimitValue: '12000000.00',
  EconomicGroupName: 'Grupo Alvorada',
  CityName: 'São Paulo',
  StateAbbreviation: 'SP',
  Version: 3,
  IgnoreCcgSignature: false,
  EnableAnnualInstallments: true,
  Email: 'financeiro@construtoraalvorada.com.br',
  Phone: '1132654800',
  MainActivity: 'Construção de edifícios',
  FoundationDate: '2004-03-15',
  AnnualRevenue: '48000000.00',
  NetWorth: '21000000.00',
  Limits: {
    RiskClass: 'B',
    LimitValue: '12000000.00',
    LimitUsedValue: '2500000.00',
    LimitAvailableValue: '9500000.00',
    BaseRate: '1.2000',
    LimitsCalculatedAt: '2026-05-10T14:30:00.000Z',
  },
  EconomicGroup: {
    Name: 'Grupo Alvorada',
    Holding: null,
    Participants: [
      {
        Id: 2,
        UniqueId: '22222222-2222-4333-8444-555555555555',
        Name: 'Alvorada Incorporações Ltda.',
        CpfCnpj: '30571846000105',
      },
    ],
  },
  Branches: [
    {
      Id: 9,
      UniqueId: '99999999-2222-4333-8444-555555555555',
      PolicyHolderId: 1,
      Cnpj: '12845037000270',
      CreatedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  Locations: [],
  NominatedBrokers: [
    {
      UniqueId: '33333333-2222-4333-8444-555555555555',
      BrokerId: 10,
      BrokerUniqueId: '44444444-2222-4333-8444-555555555555',
      BrokerName: 'Prime Corretora de Seguros Ltda.',
      BrokerCnpj: '45812093000155',
      Status: 'pending',
      StatusLabel: 'Pendente',
      HasLetter: false,
      RequestedAt: '2026-04-01T09:00:00.000Z',
      DecidedAt: null,
    },
  ],
  SentToAnalysisAt: null,
  CreatedAt: '2026-01-01T00:00:00.000Z',
};

const renderShow = (signedIn: SessionUserInfo = admin) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path="/tomador/:tomadorUniqueId" element={<PolicyHolderShow />} />
        </Routes>
      </ModalProvider>,
      signedIn,
      `/tomador/${alvorada.UniqueId}`,
      createDataProvider([tomadoresProvider, propostasProvider]),
    ),
  );

describe('the policy holder detail', () => {
  it('shows the holder and each subject in its tab, money in BRL and the rate per year', async () => {
    const user = userEvent.setup();
    api.getPolicyHolder.mockResolvedValue(alvorada);
    api.getPolicyHolderHistory.mockResolvedValue([
      {
        Id: 1,
        ChangedAt: '2026-05-10T14:30:00.000Z',
        ChangedByName: 'Ana Paula Ribeiro',
        ChangesHistories: [
          { Field: 'IsBlocked', Label: 'Bloqueado', OldValue: 'Não', NewValue: 'Sim' },
        ],
        LocationChangesHistories: [],
      },
    ]);
    renderShow();
    expect(await screen.findByRole('heading', { name: 'Construtora Alvorada Ltda.' })).toBeTruthy();
    expect(screen.getByText('12.845.037/0001-90 · Grupo Alvorada')).toBeTruthy();
    expect(screen.getAllByText('Bloqueado').length).toBeGreaterThan(0);
    // the name shows first; the tabs follow once the user's actions are known
    expect(
      ((await screen.findByRole('textbox', { name: 'Faturamento anual' })) as HTMLInputElement)
        .value,
    ).toBe('R$ 48.000.000,00');

    await user.click(screen.getByRole('tab', { name: 'Limites e taxas' }));
    expect(await screen.findByText('R$ 12.000.000,00')).toBeTruthy();
    expect(screen.getByText('R$ 9.500.000,00')).toBeTruthy();
    expect(screen.getByText('1,20 % a.a.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recalcular limites' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Filiais' }));
    expect(await screen.findByText('12.845.037/0002-70')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Grupo econômico' }));
    expect(await screen.findByText('Alvorada Incorporações Ltda.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Corretores nomeados' }));
    const row = (await screen.findByText('Prime Corretora de Seguros Ltda.')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Pendente')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Aprovar' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    expect(await screen.findByText('Documentos de limite')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText(/Ana Paula Ribeiro/)).toBeTruthy();
  });

  it('says so when the holder is not found (or outside the caller’s reach)', async () => {
    api.getPolicyHolder.mockRejectedValueOnce(new HttpError('Tomador não encontrado.', 404, {}));
    renderShow();
    expect(await screen.findByText('Tomador não encontrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos tomadores' })).toBeTruthy();
  });

  it('loads the branches through GetPolicyHolderBranch', async () => {
    const user = userEvent.setup();
    api.getPolicyHolder.mockResolvedValue({ ...alvorada, Branches: [] });
    api.getPolicyHolderHistory.mockResolvedValue([]);
    api.getPolicyHolderBranches.mockResolvedValue(alvorada.Branches);
    renderShow();
    await user.click(await screen.findByRole('tab', { name: 'Filiais' }));
    expect(await screen.findByText('12.845.037/0002-70')).toBeTruthy();
    expect(api.getPolicyHolderBranches).toHaveBeenCalledWith(1);
  });

  it('checks whether the holder can be used in a new proposal', async () => {
    const user = userEvent.setup();
    api.getPolicyHolder.mockResolvedValue(alvorada);
    api.getPolicyHolderHistory.mockResolvedValue([]);
    api.getPolicyHolderBranches.mockResolvedValue(alvorada.Branches);
    api.validateHolderForProposal
      .mockResolvedValueOnce({ CanUse: false, Reasons: ['Tomador bloqueado.'], PolicyHolder: null })
      .mockResolvedValueOnce({ CanUse: true, Reasons: [], PolicyHolder: null });
    renderShow();
    expect(await screen.findByText('Pode ser usado em nova proposta?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verificar para nova proposta' }));
    expect(await screen.findByText('Tomador bloqueado.')).toBeTruthy();
    expect(api.validateHolderForProposal).toHaveBeenCalledWith('12845037000190');
    await user.click(screen.getByRole('button', { name: 'Verificar para nova proposta' }));
    expect(await screen.findByText('Apto para nova proposta')).toBeTruthy();
  });
});

describe("the policy holder's proposals (GetProposals)", () => {
  const older = proposalSummary({
    UniqueId: '6a1d2c3b-0000-4000-8000-000000000041',
    Number: 1041,
    StatusId: 1,
    StatusName: 'Cotação',
    InsuredName: null,
    ModalityName: 'Executante construtor',
    InsuredAmountValue: '250000.00',
    StartDate: null,
    CreatedAt: '2026-01-20T10:00:00.000Z',
  });
  const holderWithProposals = () => {
    api.getPolicyHolder.mockResolvedValue(alvorada);
    api.getPolicyHolderHistory.mockResolvedValue([]);
    api.getPolicyHolderBranches.mockResolvedValue(alvorada.Branches);
    proposalsApi.getProposals.mockResolvedValue([proposalSummary(), older]);
  };
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('lists the newest proposals of the holder, each linking to its detail', async () => {
    const user = userEvent.setup();
    holderWithProposals();
    renderShow();
    await user.click(await screen.findByRole('tab', { name: 'Propostas' }));
    const card = await screen.findByRole('region', { name: 'Propostas do tomador' });
    expect(within(card).getByText('As 100 mais recentes')).toBeTruthy();
    expect(proposalsApi.getProposals).toHaveBeenCalledWith({
      PolicyHolderCpfCnpj: '12845037000190',
    });
    const table = await within(card).findByRole('table', { name: 'Propostas do tomador' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Número',
      'Segurado',
      'Modalidade',
      'IS',
      'Status',
      'Início de vigência',
    ]);
    const link = within(table).getByRole('link', { name: /1042/ });
    expect(link.getAttribute('href')).toBe(`/propostas/proposta/${PROPOSAL_ID}`);
    const [newest, next] = within(table).getAllByRole('row').slice(1);
    expect(cells(newest)).toEqual([
      '1042',
      'Prefeitura Municipal de São Paulo',
      'Licitante',
      'R$ 1.000.000,00',
      'Em análise',
      '01/02/2026',
    ]);
    expect(cells(next)).toEqual([
      '1041',
      '—',
      'Executante construtor',
      'R$ 250.000,00',
      'Cotação',
      '—',
    ]);
    expect(within(next).getByRole('link', { name: /1041/ }).getAttribute('href')).toBe(
      `/propostas/proposta/${older.UniqueId}`,
    );
  });

  it('pages the rows in the browser, 20 at a time', async () => {
    const user = userEvent.setup();
    holderWithProposals();
    const many = Array.from({ length: 45 }, (_, index) =>
      proposalSummary({
        UniqueId: `6a1d2c3b-0000-4000-8000-${String(index).padStart(12, '0')}`,
        Number: 2000 - index,
      }),
    );
    proposalsApi.getProposals.mockResolvedValue(many);
    renderShow();
    await user.click(await screen.findByRole('tab', { name: 'Propostas' }));
    const table = await screen.findByRole('table', { name: 'Propostas do tomador' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(20);
    expect(screen.getByText('1-20 de 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(await within(table).findByRole('link', { name: /1980/ })).toBeTruthy();
  });

  it("links an insurer analyst to the insurer's summary, the proposal screen it may open", async () => {
    const user = userEvent.setup();
    holderWithProposals();
    renderShow(analista);
    await user.click(await screen.findByRole('tab', { name: 'Propostas' }));
    const table = await screen.findByRole('table', { name: 'Propostas do tomador' });
    expect(within(table).getByRole('link', { name: /1042/ }).getAttribute('href')).toBe(
      `/propostas-seguradora/proposta/1/${PROPOSAL_ID}`,
    );
  });

  it('is not offered to a user who may not view proposals', async () => {
    holderWithProposals();
    const holdersOnly: SessionUserInfo = {
      ...analista,
      Menus: [{ Id: 2, Order: 2, MenuFuncionalities: [{ Id: 30, RefUniqueId: null }] }],
    };
    renderShow(holdersOnly);
    expect(await screen.findByRole('tab', { name: 'Histórico' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Propostas' })).toBeNull();
    expect(proposalsApi.getProposals).not.toHaveBeenCalled();
  });
});
