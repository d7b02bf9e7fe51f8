import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import type {
  NominationCardInfo,
  RequestLimitCardInfo,
} from '../../../domain/contracts/kanbanHolderCards';
import NominationCardView from '../../../src/pages/kanban/cardViews/NominationCardView';
import RequestLimitCardView from '../../../src/pages/kanban/cardViews/RequestLimitCardView';
import * as api from '../../../src/providers/kanbanHolderCardsApi';
import { admin, renderInAdmin } from '../shell/fixtures';
import { gatewayOk, stubFetch } from './kanbanFixtures';
import { kanbanDataProvider } from './renderKanban';

vi.mock('../../../src/providers/kanbanHolderCardsApi', () => ({
  getNominationCardInfo: vi.fn(),
  getRequestLimitCardInfo: vi.fn(),
  changeRequestLimitDocumentStatus: vi.fn(),
  updateRequestLimitProposal: vi.fn(),
  createRequestLimitObservation: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.clearAllMocks();
  // the panel's GetCardApprovers and other gateway reads not under test answer empty
  stubFetch({});
});

const REF = '11111111-2222-4333-8444-555555555555';
const card = (cardType: string, refUniqueId: string | null = REF) =>
  ({ id: 9, uniqueId: REF, cardType, refUniqueId, version: 1 }) as KanbanCard;

const show = (node: React.ReactNode) =>
  render(
    renderInAdmin(<Suspense fallback={null}>{node}</Suspense>, admin, '/', kanbanDataProvider()),
  );

const nomination: NominationCardInfo = {
  NomeationRequestUniqueId: REF,
  Status: 'pending',
  StatusLabel: 'Pendente',
  PolicyHolder: { UniqueId: REF, Name: 'Marcos Antônio Teixeira', CpfCnpj: '41820573606' },
  Broker: { UniqueId: REF, Name: 'Prime Corretora de Seguros Ltda.', CpfCnpj: '11222333000181' },
  Letter: { UniqueId: REF, Name: 'carta.pdf' },
  RequestedByName: 'Carla Corretora',
  RequestedAt: '2026-01-10T12:00:00Z',
  DecidedByName: null,
  DecidedAt: null,
};

const review = (over: Partial<RequestLimitCardInfo> = {}): RequestLimitCardInfo => ({
  RequestLimitUniqueId: REF,
  Status: 'pending',
  StatusLabel: 'Em análise',
  Version: 3,
  PolicyHolder: {
    UniqueId: REF,
    Name: 'Construtora Alvorada Ltda.',
    CpfCnpj: '12845037000190',
    RiskClass: 'B',
    LimitValue: '1000000.00',
    LimitUsedValue: '250000.00',
    LimitAvailableValue: '750000.00',
    BaseRate: '1.2000',
    LimitsCalculatedAt: null,
    AnnualRevenue: '48000000.00',
    NetWorth: '21000000.00',
    FoundationDate: '2004-03-15',
    SentToAnalysisAt: '2026-01-10T12:00:00Z',
  },
  CurrentLimitValue: '1000000.00',
  CurrentBaseRate: '1.2000',
  ProposedLimitValue: null,
  ProposedBaseRate: null,
  ProposedByName: null,
  Justification: null,
  RequestedByName: null,
  RequestedAt: '2026-01-10T12:00:00Z',
  DecidedByName: null,
  DecidedAt: null,
  RequestDocuments: [
    {
      Id: 1,
      UniqueId: '21111111-2222-4333-8444-555555555555',
      Name: 'DRE 2025',
      Description: null,
      Status: 'Aguardando_Analise',
      ReviewNote: null,
      IsDeleted: false,
      DeletedAt: null,
      CreatedAt: '2026-01-10T12:00:00Z',
      RequestedByName: null,
      Version: 5,
      Archives: [
        {
          Id: 1,
          UniqueId: REF,
          Name: 'dre.pdf',
          Extension: 'pdf',
          SizeBytes: 10,
          CreatedAt: '2026-01-10T12:00:00Z',
        },
      ],
    },
  ],
  Observations: [
    {
      UniqueId: REF,
      Text: 'DRE conferida.',
      UserName: 'Ana Analista',
      CreatedAt: '2026-01-10T12:00:00Z',
    },
  ],
  ...over,
});

describe('the nomination request card', () => {
  it('shows the holder, the broker, the status and the letter', async () => {
    vi.mocked(api.getNominationCardInfo).mockResolvedValue(nomination);
    show(<NominationCardView card={card('NOMEACAO_TOMADOR')} canAct onChanged={() => {}} />);
    expect(await screen.findByText('Marcos Antônio Teixeira')).toBeTruthy();
    expect(screen.getByText('Prime Corretora de Seguros Ltda.')).toBeTruthy();
    expect(screen.getByText('Pendente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar carta.pdf' })).toBeTruthy();
    expect(api.getNominationCardInfo).toHaveBeenCalledWith(REF);
  });

  it('shows the server’s error, or that the card has no data', async () => {
    vi.mocked(api.getNominationCardInfo).mockRejectedValue(
      new HttpError('Solicitação de nomeação não encontrada.', 404),
    );
    show(<NominationCardView card={card('NOMEACAO_TOMADOR')} canAct onChanged={() => {}} />);
    expect(await screen.findByText('Solicitação de nomeação não encontrada.')).toBeTruthy();
    cleanup();
    show(<NominationCardView card={card('NOMEACAO_TOMADOR', null)} canAct onChanged={() => {}} />);
    expect(screen.getByText('Informações do card não informadas.')).toBeTruthy();
  });
});

describe('the Revisão de Limite card', () => {
  it('shows the figures, documents and observations; without canAct no form or actions', async () => {
    vi.mocked(api.getRequestLimitCardInfo).mockResolvedValue(review());
    show(<RequestLimitCardView card={card('REQUEST_LIMIT')} canAct={false} onChanged={() => {}} />);
    expect(await screen.findByText('Construtora Alvorada Ltda.')).toBeTruthy();
    expect(screen.getByLabelText('Disponível').textContent).toBe('R$ 750.000,00');
    expect(screen.getByLabelText('Taxa base').textContent).toBe('1,20% a.a.');
    expect(screen.getByText('DRE 2025')).toBeTruthy();
    expect(screen.getByText('DRE conferida.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar proposta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Conforme' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar observação' })).toBeNull();
  });

  it('shows the caller’s alçada in the pipe beside the proposed limit, and who may approve', async () => {
    stubFetch({
      'GET /api/kanban/GetCardApprovers': () =>
        gatewayOk({
          CardId: 9,
          InsuredAmount: null,
          CallerMaxInsuredAmount: '3000000.00',
          Users: [
            {
              UserId: 5,
              Name: 'Bruno Lima',
              Login: 'bruno',
              ProfileName: 'Diretor de Crédito',
              MaxInsuredAmount: null,
            },
          ],
        }),
    });
    vi.mocked(api.getRequestLimitCardInfo).mockResolvedValue(review());
    show(<RequestLimitCardView card={card('REQUEST_LIMIT')} canAct onChanged={() => {}} />);
    expect((await screen.findByLabelText('Sua alçada nesta esteira')).textContent).toBe(
      'até R$ 3.000.000,00',
    );
    expect(screen.getByLabelText('Novo limite proposto')).toBeTruthy();
  });

  it('saves the proposal with the Version read and keeps the input with the server’s 409 message', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    vi.mocked(api.getRequestLimitCardInfo).mockResolvedValue(review());
    vi.mocked(api.updateRequestLimitProposal).mockRejectedValueOnce(
      new HttpError('A revisão de limite foi alterada por outra pessoa; recarregue o card.', 409, {
        Errors: ['A revisão de limite foi alterada por outra pessoa; recarregue o card.'],
      }),
    );
    show(<RequestLimitCardView card={card('REQUEST_LIMIT')} canAct onChanged={onChanged} />);
    const save = await screen.findByRole('button', { name: 'Salvar proposta' });
    await user.click(save);
    expect(await screen.findByText('Novo limite: informe o valor.')).toBeTruthy();
    expect(api.updateRequestLimitProposal).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Novo limite' }), '150000000');
    await user.type(screen.getByRole('textbox', { name: 'Nova taxa (% a.a.)' }), '1,5');
    await user.click(save);
    await waitFor(() =>
      expect(api.updateRequestLimitProposal).toHaveBeenCalledWith({
        RequestLimitUniqueId: REF,
        ProposedLimitValue: '1500000.00',
        ProposedBaseRate: '1,5',
        Version: 3,
      }),
    );
    expect(
      await screen.findByText(
        'A revisão de limite foi alterada por outra pessoa; recarregue o card.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Nova taxa (% a.a.)' }) as HTMLInputElement).value,
    ).toBe('1,5');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('marks a document Conforme and adds an observation, then refreshes', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    vi.mocked(api.getRequestLimitCardInfo).mockResolvedValue(review());
    vi.mocked(api.changeRequestLimitDocumentStatus).mockResolvedValue({} as never);
    vi.mocked(api.createRequestLimitObservation).mockResolvedValue([]);
    show(<RequestLimitCardView card={card('REQUEST_LIMIT')} canAct onChanged={onChanged} />);
    const documents = await screen.findByRole('list', { name: 'Documentos da revisão' });
    await user.click(within(documents).getByRole('button', { name: 'Conforme' }));
    await waitFor(() =>
      expect(api.changeRequestLimitDocumentStatus).toHaveBeenCalledWith(
        '21111111-2222-4333-8444-555555555555',
        'Conforme',
        null,
        5,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Nova observação' }), 'Tudo certo.');
    await user.click(screen.getByRole('button', { name: 'Adicionar observação' }));
    await waitFor(() =>
      expect(api.createRequestLimitObservation).toHaveBeenCalledWith(REF, 'Tudo certo.', 3),
    );
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
