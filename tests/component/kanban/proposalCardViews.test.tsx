import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import type { CardProposalInfo } from '../../../domain/contracts/kanbanProposalCards';
import type { RequestDocument } from '../../../domain/requestDocuments';
import EndorsementCardView from '../../../src/pages/kanban/cardViews/EndorsementCardView';
import ProposalCardView from '../../../src/pages/kanban/cardViews/ProposalCardView';
import { PROPOSAL_ID, proposalDetail, stubGateway } from '../propostas/proposalFixtures';
import { renderKanbanView } from './renderKanban';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STALE = 'O documento foi alterado por outra pessoa; recarregue para ver a versão atual.';

const card: KanbanCard = {
  id: 31,
  uniqueId: '00000000-0000-4000-8000-000000000031',
  cardType: 'PROPOSTA',
  referenceKind: 'proposal',
  refUniqueId: PROPOSAL_ID,
  title: 'Proposta 1042 · Construtora Alvorada Ltda.',
  description: 'IS acima do máximo automático.',
  document: '12345678000195',
  priorityId: 2,
  priorityName: 'Média',
  ownerUserId: null,
  ownerName: null,
  legalDeadline: '2026-12-20',
  createdAt: '2026-11-20T12:00:00.000Z',
  movedAt: '2026-11-20T12:00:00.000Z',
  stepId: 5,
  version: 3,
};

const document = (fields: Partial<RequestDocument>): RequestDocument => ({
  Id: 1,
  UniqueId: '00000000-0000-4000-8000-0000000000d1',
  Name: 'Balanço patrimonial',
  Description: null,
  Status: 'Aguardando_Analise',
  ReviewNote: null,
  IsDeleted: false,
  DeletedAt: null,
  CreatedAt: '2026-11-20T12:00:00.000Z',
  RequestedByName: 'Analista',
  Version: 4,
  Archives: [
    {
      Id: 9,
      UniqueId: '00000000-0000-4000-8000-0000000000a9',
      Name: 'balanco.pdf',
      Extension: 'pdf',
      SizeBytes: 10,
      CreatedAt: '2026-11-20T12:00:00.000Z',
    },
  ],
  ...fields,
});

const cardInfo = (): CardProposalInfo => {
  const proposal = proposalDetail({ StatusId: 2, StatusName: 'Em análise', Version: 8 });
  return {
    Proposal: proposal,
    Observations: [
      {
        Id: 1,
        Kind: 'followUp',
        Text: 'Aguardando o balanço',
        AuthorName: 'Analista',
        CreatedAt: '2026-11-21T12:00:00.000Z',
      },
    ],
    ProposalObjects: proposal.ContractualTerms.Object,
    ProposalEngineExecutionLogs: [
      {
        Id: 1,
        Engine: 'Subscricao',
        Verdict: 'referred',
        Reasons: ['Importância segurada acima do máximo automático da modalidade.'],
        Inputs: {},
        RanAt: '2026-11-20T12:00:00.000Z',
      },
    ],
    RequestDocuments: [document({})],
    DeletedRequestDocuments: [
      document({
        Id: 2,
        UniqueId: '00000000-0000-4000-8000-0000000000d2',
        Name: 'Contrato social antigo',
        IsDeleted: true,
      }),
    ],
    TimelineHistory: [
      {
        Id: 1,
        Situation: 1,
        SituationName: 'Cotação',
        Status: 1,
        StatusName: 'Aprovado',
        ProposalStatus: 2,
        Note: 'Proposta enviada pelo corretor.',
        ChangedByName: 'Corretor Demo',
        ChangedAt: '2026-11-20T11:00:00.000Z',
      },
    ],
    ModalityUniqueId: '00000000-0000-4000-8000-0000000000b1',
    CanAct: true,
  };
};

const noop = () => {};

describe('the proposal card view', () => {
  it('shows the proposal, the engines’ reasons, documents, observations and history', async () => {
    const info = cardInfo();
    const calls = stubGateway({ 'kanban/GetCardProposalInfo': () => info });
    renderKanbanView(<ProposalCardView card={card} canAct={false} onChanged={noop} />);
    expect(await screen.findByText(String(info.Proposal.Number))).toBeTruthy();
    expect(calls[0].query).toEqual({ ProposalUniqueId: PROPOSAL_ID });
    expect(screen.getByText(/Importância segurada acima do máximo automático/)).toBeTruthy();
    expect(screen.getByText('Encaminhado para análise')).toBeTruthy();
    expect(screen.getByText('Balanço patrimonial')).toBeTruthy();
    expect(screen.getByText('Contrato social antigo')).toBeTruthy();
    expect(screen.getByText('Aguardando o balanço')).toBeTruthy();
    expect(screen.getByText('Cotação · Aprovado')).toBeTruthy();
    // who only sees the pipe gets no actions
    expect(screen.queryByRole('button', { name: 'Enviar ao corretor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Analisar' })).toBeNull();
  });

  it('sends a document’s new status with the Version read', async () => {
    const user = userEvent.setup();
    const info = cardInfo();
    const onChanged = vi.fn();
    const calls = stubGateway({
      'kanban/GetCardProposalInfo': () => info,
      'kanban/KanbanProposalChangeStatusRequestDocument': () => ({
        ...info,
        RequestDocuments: [document({ Status: 'Reprovado', ReviewNote: 'Ilegível', Version: 5 })],
      }),
    });
    renderKanbanView(<ProposalCardView card={card} canAct onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Analisar' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Reprovado'));
    await user.type(within(dialog).getByLabelText(/Motivo da reprovação/), 'Ilegível');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const write = calls.find(
      (call) => call.path === 'kanban/KanbanProposalChangeStatusRequestDocument',
    );
    expect(write?.body).toEqual({
      RequestDocumentUniqueId: info.RequestDocuments[0].UniqueId,
      Status: 'Reprovado',
      ReviewNote: 'Ilegível',
      Version: 4,
    });
    expect(await screen.findByText('Ilegível')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('keeps the note on screen with the server’s message when the document changed (409)', async () => {
    const user = userEvent.setup();
    stubGateway({
      'kanban/GetCardProposalInfo': () => cardInfo(),
      'kanban/KanbanProposalChangeStatusRequestDocument': () => {
        throw { status: 409, errors: [STALE] };
      },
    });
    renderKanbanView(<ProposalCardView card={card} canAct onChanged={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Analisar' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Reprovado'));
    await user.type(within(dialog).getByLabelText(/Motivo da reprovação/), 'Sem assinatura');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(STALE)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Motivo da reprovação/)).toHaveProperty(
      'value',
      'Sem assinatura',
    );
  });

  it('sends the card to the broker with the card’s version and shows who got the e-mail', async () => {
    const user = userEvent.setup();
    const calls = stubGateway({
      'kanban/GetCardProposalInfo': () => cardInfo(),
      'kanban/KanbanProposalSendToBroker': () => ({
        SentCount: 1,
        Recipients: ['contato@primecorretora.com.br'],
      }),
    });
    renderKanbanView(<ProposalCardView card={card} canAct onChanged={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Enviar ao corretor' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Recado ao corretor'), 'Falta o balanço');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Card enviado ao corretor; e-mail para contato@primecorretora.com.br.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === 'kanban/KanbanProposalSendToBroker')?.body).toEqual({
      ProposalUniqueId: PROPOSAL_ID,
      CardId: 31,
      Version: 3,
      Message: 'Falta o balanço',
    });
  });

  it('shows the generic message when the card’s data cannot be read', async () => {
    stubGateway({
      'kanban/GetCardProposalInfo': () => {
        throw { status: 500, errors: [] };
      },
    });
    renderKanbanView(<ProposalCardView card={card} canAct onChanged={noop} />);
    expect(await screen.findByText('Erro ao tentar executar a solicitação.')).toBeTruthy();
  });
});

describe('the endorsement card view', () => {
  it('reads GetCardEndorsementInfo and shows the endorsement’s proposal', async () => {
    const info = cardInfo();
    const calls = stubGateway({ 'kanban/GetCardEndorsementInfo': () => info });
    renderKanbanView(
      <EndorsementCardView
        card={{ ...card, cardType: 'ENDOSSO_ALTERACAO' }}
        canAct
        onChanged={noop}
      />,
    );
    expect(await screen.findByText(String(info.Proposal.Number))).toBeTruthy();
    expect(calls[0].path).toBe('kanban/GetCardEndorsementInfo');
    expect(screen.getByRole('button', { name: 'Enviar e-mail de documentos' })).toBeTruthy();
  });
});
