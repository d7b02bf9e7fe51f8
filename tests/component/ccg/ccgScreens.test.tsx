import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CcgInfo, CcgStep } from '../../../domain/contracts/ccg';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import CcgCardView from '../../../src/pages/kanban/cardViews/CcgCardView';
import { CcgStepsPage } from '../../../src/pages/ccg/CcgStepsPage';
import { CcgTemplatePage } from '../../../src/pages/ccg/CcgTemplatePage';
import { tomadoresProvider } from '../../../resources/tomadores/tomadoresDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { stubGateway } from '../propostas/proposalFixtures';
import { admin, renderInAdmin } from '../shell/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The screens call the CCG through the portal's dataProvider (the holder's named calls). */
const inAdmin = (children: ReactNode) =>
  renderInAdmin(children, admin, '/', createDataProvider([tomadoresProvider]));

const CCG_ID = '00000000-0000-4000-8000-0000000000cc';

const ccgInfo = (overrides: Partial<CcgInfo> = {}): CcgInfo => ({
  UniqueId: CCG_ID,
  Status: 3,
  StatusName: 'Aguardando Análise da Seguradora',
  Manual: false,
  RefusalReason: null,
  PolicyHolder: {
    UniqueId: '00000000-0000-4000-8000-0000000000aa',
    Name: 'Construtora Alvorada Ltda.',
    CpfCnpj: '12845037000105',
    IgnoreCcgSignature: false,
  },
  Guarantors: [{ Name: 'Marcos Antônio Ferraz', Cpf: '52998224725', Email: 'm@exemplo.com.br' }],
  ContractArchive: { UniqueId: '00000000-0000-4000-8000-0000000000c1', Name: 'ccg.pdf' },
  SignedArchive: { UniqueId: '00000000-0000-4000-8000-0000000000c2', Name: 'assinado.pdf' },
  SentToBrokerAt: null,
  CreatedAt: '2026-01-10T12:00:00.000Z',
  UpdatedAt: '2026-01-11T12:00:00.000Z',
  Version: 4,
  History: [],
  ...overrides,
});

const card = (refUniqueId: string | null): KanbanCard => ({
  id: 1,
  uniqueId: '00000000-0000-4000-8000-0000000000dd',
  cardType: 'ANALISE_CCG',
  referenceKind: 'ccg',
  refUniqueId,
  title: 'CCG · Construtora Alvorada Ltda.',
  description: null,
  document: '12845037000105',
  priorityId: 2,
  priorityName: 'Média',
  ownerUserId: null,
  ownerName: null,
  legalDeadline: null,
  createdAt: '2026-01-11T12:00:00.000Z',
  movedAt: '2026-01-11T12:00:00.000Z',
  stepId: 10,
  version: 1,
});

const conflict = (message: string) => {
  throw { status: 409, errors: [message] };
};

describe('the CCG card view', () => {
  it('shows the holder, the guarantors, the status and the downloads; without acting rights no button', async () => {
    stubGateway({ 'kanban/GetCardPolicyHolderCCGInfo': () => ccgInfo() });
    render(inAdmin(<CcgCardView card={card(CCG_ID)} canAct={false} onChanged={vi.fn()} />));
    expect(await screen.findByText(/Construtora Alvorada Ltda\./)).toBeTruthy();
    expect(screen.getByText('Marcos Antônio Ferraz')).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('Aguardando Análise da Seguradora')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Baixar contrato/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Baixar cópia assinada/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar ao corretor' })).toBeNull();
  });

  it('sends a refused CCG back to the broker with its Version; a refusal shows the server’s message', async () => {
    const user = userEvent.setup();
    const refused = ccgInfo({
      Status: 5,
      StatusName: 'Alteração Reprovada',
      RefusalReason: 'Falta assinatura.',
    });
    let fail = true;
    const calls = stubGateway({
      'kanban/GetCardPolicyHolderCCGInfo': () => refused,
      'kanban/KanbanPolicyHolderCCGSendToBroker': () =>
        fail
          ? conflict('O CCG foi alterado por outra pessoa; recarregue os dados.')
          : { ...refused, Status: 6, StatusName: 'Aguardando Corretor', Version: 5 },
    });
    const onChanged = vi.fn();
    render(inAdmin(<CcgCardView card={card(CCG_ID)} canAct onChanged={onChanged} />));
    expect(await screen.findByText(/Falta assinatura\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar ao corretor' }));
    expect(
      await screen.findByText('O CCG foi alterado por outra pessoa; recarregue os dados.'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Enviar ao corretor' }));
    expect(await screen.findByText('Aguardando Corretor')).toBeTruthy();
    const sent = calls.filter((call) => call.path === 'kanban/KanbanPolicyHolderCCGSendToBroker');
    expect(sent.at(-1)?.body).toEqual({ CCGUniqueId: CCG_ID, Version: 4 });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('a card without its CCG says so', () => {
    stubGateway({});
    render(inAdmin(<CcgCardView card={card(null)} canAct onChanged={vi.fn()} />));
    expect(screen.getByText('Informações do card não informadas.')).toBeTruthy();
  });
});

describe('/contrato: the CCG template', () => {
  it('previews the template with the sample holder, lists the tags and saves with the Version read; a 409 keeps the text', async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = stubGateway({
      'CCG/GetCCGTemplate': () => ({
        Content: '<p>Contrato de [NOME_TOMADOR] com [NOMES_FIADORES]</p>',
        Version: 3,
        UpdatedAt: null,
      }),
      'CCG/SaveCCGTemplate': (call) =>
        fail
          ? conflict('O modelo do contrato foi alterado por outra pessoa; recarregue.')
          : { ...(call.body as object), Version: 4, UpdatedAt: '2026-01-01T00:00:00Z' },
    });
    render(inAdmin(<CcgTemplatePage />));
    const preview = await screen.findByTestId('ccg-template-preview');
    await waitFor(() =>
      expect(preview.textContent).toBe(
        'Contrato de Construtora Horizonte Engenharia Ltda. com Marcos Antônio Ferraz, Luciana Ferraz Bueno',
      ),
    );
    const tags = screen.getByRole('region', { name: 'Tags disponíveis' });
    expect(within(tags).getByText('[FIADORES]')).toBeTruthy();
    expect(within(tags).getByText('[CPF_CNPJ_TOMADOR]')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    expect(
      await screen.findByText('O modelo do contrato foi alterado por outra pessoa; recarregue.'),
    ).toBeTruthy();
    expect(screen.getByTestId('ccg-template-preview').textContent).toContain('Contrato de');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'CCG/SaveCCGTemplate')).toHaveLength(2),
    );
    const saved = calls.filter((call) => call.path === 'CCG/SaveCCGTemplate').at(-1);
    expect(saved?.body).toMatchObject({ Version: 3 });
    expect((saved?.body as { Content: string }).Content).toContain('[NOME_TOMADOR]');
  });
});

describe('/stepper: the CCG steps', () => {
  const steps: CcgStep[] = [
    {
      UniqueId: 'a',
      Order: 1,
      Name: 'Geração do contrato',
      Description: null,
      CCGStatus: 1,
      Required: true,
      Version: 2,
    },
    {
      UniqueId: 'b',
      Order: 2,
      Name: 'Envio ao corretor',
      Description: 'Por e-mail',
      CCGStatus: 2,
      Required: false,
      Version: 5,
    },
  ];

  it('lists the steps with their status, moves one up with its Version and adds one', async () => {
    const user = userEvent.setup();
    const calls = stubGateway({
      'CCG/GetCCGSteps': () => steps,
      'CCG/MoveCCGStep': () => [steps[1], steps[0]],
      'CCG/SaveCCGStep': (call) => ({
        ...(call.body as object),
        UniqueId: 'c',
        Order: 3,
        Version: 1,
      }),
    });
    render(inAdmin(<CcgStepsPage />));
    const table = await screen.findByRole('table', { name: 'Etapas do CCG' });
    expect(within(table).getByText('Envio ao corretor')).toBeTruthy();
    expect(within(table).getByText('Aguardando Assinatura')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir Envio ao corretor' }));
    await waitFor(() => {
      const rows = within(table).getAllByRole('row');
      expect(rows[1].textContent).toContain('Envio ao corretor');
    });
    expect(calls.find((call) => call.path === 'CCG/MoveCCGStep')?.body).toEqual({
      UniqueId: 'b',
      Direction: 'up',
      Version: 5,
    });

    await user.click(screen.getByRole('button', { name: 'Nova etapa' }));
    await user.type(screen.getByRole('textbox', { name: /Nome/ }), 'Arquivo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'CCG/SaveCCGStep')?.body).toMatchObject({
        Name: 'Arquivo',
        CCGStatus: 1,
        Required: true,
      }),
    );
  });
});
