import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import type { CardBrokerInfo } from '../../../domain/contracts/kanbanBrokerCards';
import type { RequestDocument } from '../../../domain/requestDocuments';
import { ModalProvider } from '../../../src/components';
import BrokerCardView from '../../../src/pages/kanban/cardViews/BrokerCardView';
import { admin, renderInAdmin } from '../shell/fixtures';
import { kanbanDataProvider } from './renderKanban';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BROKER = '33333333-2222-4333-8444-555555555555';

const card: KanbanCard = {
  id: 41,
  uniqueId: '44444444-2222-4333-8444-555555555555',
  cardType: 'CORRETORA_PEP',
  referenceKind: 'broker',
  refUniqueId: BROKER,
  title: 'Corretora Horizonte Corretora de Seguros Ltda.',
  description: 'Sócio da corretora é pessoa politicamente exposta (PEP).',
  document: '27164938000195',
  priorityId: 4,
  priorityName: 'Urgente',
  ownerUserId: 1,
  ownerName: 'Administrador',
  legalDeadline: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  movedAt: '2026-11-20T12:00:00.000Z',
  stepId: 9,
  version: 3,
} as KanbanCard;

const document = (overrides: Partial<RequestDocument>): RequestDocument => ({
  Id: 1,
  UniqueId: '55555555-2222-4333-8444-555555555555',
  Name: 'Cartão CNPJ',
  Description: null,
  Status: 'Aguardando_Analise',
  ReviewNote: null,
  IsDeleted: false,
  DeletedAt: null,
  CreatedAt: '2026-11-20T12:00:00.000Z',
  RequestedByName: 'Administrador',
  Version: 2,
  Archives: [
    {
      Id: 1,
      UniqueId: '66666666-2222-4333-8444-555555555555',
      Name: 'cartao-cnpj',
      Extension: 'pdf',
      SizeBytes: 1200,
      CreatedAt: '2026-11-20T12:00:00.000Z',
    },
  ],
  ...overrides,
});

const info: CardBrokerInfo = {
  Broker: {
    Id: 7,
    UniqueId: BROKER,
    Name: 'Horizonte Corretora de Seguros Ltda.',
    Cnpj: '27164938000195',
    SusepCode: '202012345678901',
    Email: 'atendimento@horizontecorretora.com.br',
    Phone: '4130224150',
    CreatedAt: '2026-01-01T00:00:00.000Z',
    IsBlocked: false,
    RegistrationStatus: 'active',
    HasPendingDocuments: true,
    HasPendingComplianceValidation: true,
    WaitingValidation: false,
    Version: 5,
  },
  Partners: [
    {
      Name: 'Marcelo Antunes Vieira',
      Cpf: '56182403700',
      ParticipationPercentage: '50.00',
      IsPoliticallyExposed: true,
    },
    {
      Name: 'Patrícia Gomes Vieira',
      Cpf: '69430521800',
      ParticipationPercentage: '50.00',
      IsPoliticallyExposed: false,
    },
  ],
  RequestDocuments: [document({})],
  DeletedRequestDocuments: [],
  TimelineHistory: [],
};

/** The gateway: GetCardBrokerInfo answers `info`; writes answer `write` (status and body). */
const gateway = (write: { status: number; body: unknown } = { status: 200, body: {} }) => {
  const fetchMock = vi.fn(async (url: string | URL | Request) =>
    String(url).includes('GetCardBrokerInfo')
      ? new Response(JSON.stringify({ Response: info, Errors: [] }))
      : new Response(JSON.stringify(write.body), { status: write.status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const view = (canAct: boolean, onChanged = vi.fn()) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <BrokerCardView card={card} canAct={canAct} onChanged={onChanged} />
      </ModalProvider>,
      admin,
      '/',
      kanbanDataProvider(),
    ),
  );

const bodyOf = (fetchMock: ReturnType<typeof gateway>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  return call ? JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) : undefined;
};

describe('Dados da Corretora (broker card view)', () => {
  it('shows the broker, its flags, partners with the PEP one marked, and its documents', async () => {
    gateway();
    view(false);
    expect(await screen.findByText('Horizonte Corretora de Seguros Ltda.')).toBeTruthy();
    expect(screen.getByText('27.164.938/0001-95')).toBeTruthy();
    expect(screen.getByText('202012345678901')).toBeTruthy();
    expect(screen.getByText('Validação de conformidade pendente')).toBeTruthy();
    expect(screen.getByText('Cadastro: Ativa')).toBeTruthy();
    const pep = screen.getByRole('listitem', { name: 'Marcelo Antunes Vieira' });
    expect(within(pep).getByText('PEP')).toBeTruthy();
    const other = screen.getByRole('listitem', { name: 'Patrícia Gomes Vieira' });
    expect(within(other).queryByText('PEP')).toBeNull();
    expect(screen.getByText('Cartão CNPJ')).toBeTruthy();
  });

  it('offers no action to a user who cannot act on the card', async () => {
    gateway();
    view(false);
    await screen.findByText('Cartão CNPJ');
    expect(screen.queryByRole('button', { name: 'Enviar documentos ao corretor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Solicitar documento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar situação' })).toBeNull();
  });

  it('sends the pending documents to the broker with the card it read, then refreshes the board', async () => {
    const fetchMock = gateway({
      status: 200,
      body: {
        Response: {
          SentCount: 2,
          Email: 'atendimento@horizontecorretora.com.br',
          CardId: 41,
          StepId: 10,
          Version: 4,
        },
        Errors: [],
      },
    });
    const onChanged = vi.fn();
    view(true, onChanged);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar documentos ao corretor' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirmar|sim|enviar/i }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'KanbanBrokerRequestDocumentsSendToBroker')).toEqual({
      BrokerUniqueId: BROKER,
      CardId: 41,
      Version: 3,
    });
    expect(
      await screen.findByText(
        'E-mail com 2 documento(s) pendente(s) enviado para atendimento@horizontecorretora.com.br.',
      ),
    ).toBeTruthy();
  });

  it('keeps the review dialog open with the server message when the document changed (409)', async () => {
    const fetchMock = gateway({
      status: 409,
      body: {
        Response: null,
        Errors: ['Este documento foi alterado por outra pessoa. Recarregue a página.'],
      },
    });
    view(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Reprovado'));
    fireEvent.change(within(dialog).getByLabelText(/Motivo da reprovação/), {
      target: { value: 'Ilegível.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Este documento foi alterado por outra pessoa. Recarregue a página.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/Motivo da reprovação/) as HTMLInputElement).value).toBe(
      'Ilegível.',
    );
    expect(bodyOf(fetchMock, 'KanbanBrokerChangeStatusRequestDocument')).toEqual({
      RequestDocumentUniqueId: info.RequestDocuments[0].UniqueId,
      Status: 'Reprovado',
      ReviewNote: 'Ilegível.',
      Version: 2,
    });
  });

  it('a card without the broker reference says its information is missing', () => {
    gateway();
    render(
      renderInAdmin(
        <ModalProvider>
          <BrokerCardView card={{ ...card, refUniqueId: null }} canAct onChanged={vi.fn()} />
        </ModalProvider>,
        admin,
        '/',
        kanbanDataProvider(),
      ),
    );
    expect(screen.getByText('Informações do card não informadas.')).toBeTruthy();
  });
});
